import Foundation

/// Worker processes that render previews in parallel and in isolation: a preview that traps
/// takes its worker down, not the run. The pool sends each worker one preview position at a
/// time; a worker that dies mid-preview is replaced, and that preview is reported with the
/// worker's last words (the runtime's "Fatal error: …" line names the file and line).
final class WorkerPool: @unchecked Sendable {
    private let executable: URL
    private let arguments: [String]
    private let timeout: Double
    private let lock = NSLock()
    private var queue: [Int]
    private var results: [Int: PreviewResult] = [:]
    private let describe: @Sendable (Int) -> PreviewResult
    private let onFinish: @Sendable (Int, Int) -> Void

    /// - Parameters:
    ///   - timeout: Seconds a preview may take before its worker is stopped.
    ///   - describe: The result to fill in for a preview whose worker died (its name and source).
    ///   - onFinish: Called after each preview with the number done and the total.
    init(executable: URL, arguments: [String], positions: [Int], timeout: Double,
         describe: @escaping @Sendable (Int) -> PreviewResult, onFinish: @escaping @Sendable (Int, Int) -> Void) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
        queue = positions
        self.describe = describe
        self.onFinish = onFinish
    }

    /// Renders every position on `workers` processes and returns the results in order.
    func run(workers: Int) -> [PreviewResult] {
        let total = queue.count
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, total))) { _ in
            var worker: WorkerProcess?
            while let position = next() {
                let result = render(position, on: &worker)
                lock.withLock {
                    results[position] = result
                    onFinish(results.count, total)
                }
            }
            worker?.finish()
        }
        return results.keys.sorted().compactMap { results[$0] }
    }

    private func next() -> Int? {
        lock.withLock { queue.isEmpty ? nil : queue.removeFirst() }
    }

    private func render(_ position: Int, on worker: inout WorkerProcess?) -> PreviewResult {
        if worker == nil {
            do {
                worker = try WorkerProcess(executable: executable, arguments: arguments)
            } catch {
                var result = describe(position)
                result.error = "could not start a worker process (\(executable.path)): \(error)"
                return result
            }
        }
        guard let running = worker else { return describe(position) }
        let answer = running.ask("\(position)", within: timeout)
        if case .line(let line) = answer, let result = try? JSONDecoder().decode(PreviewResult.self, from: Data(line.utf8)),
           result.index == position {
            return result
        }
        worker = nil
        var result = describe(position)
        let preview = "\(result.module)/\(result.name) (\(result.source))"
        switch answer {
        case .line(let line):
            // An answer that is not this preview's result: the worker is not to be trusted further.
            running.terminate()
            result.error = "\(preview): its worker answered something unreadable: \(line.prefix(200))"
        case .exited:
            result.error = "\(preview) crashed its worker: \(running.deathReport())"
        case .timedOut:
            result.error = "\(preview) did not finish within \(Int(timeout)) s (--timeout); its worker was stopped"
        }
        return result
    }
}

/// One worker process: a request line in, an answer line out.
final class WorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var answers = LineBuffer()
    private let errorTail = ErrorTail()
    /// Signalled when the worker's standard error reaches its end (the worker exited).
    private let errorsDone = DispatchSemaphore(value: 0)

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments + ["--worker"]
        var environment = ProcessInfo.processInfo.environment
        // A trap's own message says where; the runtime's backtrace would take seconds per crash.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let (tail, handle, done) = (errorTail, errors.fileHandleForReading, errorsDone)
        Thread {
            while case let chunk = handle.availableData, !chunk.isEmpty { tail.append(chunk) }
            done.signal()
        }.start()
    }

    /// What became of a request.
    enum Answer {
        case line(String)
        /// The worker exited before answering.
        case exited
        /// No answer within the time allowed; the worker has been stopped.
        case timedOut
    }

    /// Sends one line and waits up to `seconds` for one line back.
    func ask(_ line: String, within seconds: Double) -> Answer {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            return .exited
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while true {
            if let answer = answers.nextLine() { return .line(answer) }
            // A preview that never returns (a loop that does not end) must not hold up the run.
            let now = DispatchTime.now().uptimeNanoseconds
            var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let waitMs = now >= deadline ? 0 : Int32(min((deadline - now) / 1_000_000 + 1, UInt64(Int32.max)))
            if poll(&ready, 1, waitMs) == 0 {
                terminate()
                return .timedOut
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return .exited }
            answers.append(chunk)
        }
    }

    /// How the worker died, and the last thing it said.
    func deathReport() -> String {
        process.waitUntilExit()
        _ = errorsDone.wait(timeout: .now() + 2)
        let status: String
        if process.terminationReason == .uncaughtSignal {
            status = "signal \(process.terminationStatus) (\(Self.signalName(process.terminationStatus)))"
        } else {
            status = "exit status \(process.terminationStatus)"
        }
        let said = errorTail.lastLines(3)
        return said.isEmpty ? status : "\(status): \(said)"
    }

    /// Stops the worker now: SIGKILL, which a preview stuck in a loop cannot hold off.
    func terminate() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Lets the worker finish its input and exit. Its standard error reaching its end says it
    /// has (after its exit handlers wrote the golden-run manifest); `Process.waitUntilExit` would
    /// add up to 50 ms of run-loop polling per worker.
    func finish() {
        try? input.fileHandleForWriting.close()
        _ = errorsDone.wait(timeout: .now() + 10)
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: a Swift runtime trap"
        case SIGTRAP: "SIGTRAP: a Swift runtime trap"
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}

/// The last few kilobytes a worker wrote to standard error, kept for a crash report.
final class ErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.withLock {
            data.append(chunk)
            if data.count > 16_384 { data = data.suffix(8_192) }
        }
    }

    /// The last `count` non-empty lines, the runtime's "Fatal error" line first if there is one.
    func lastLines(_ count: Int) -> String {
        let text = lock.withLock { String(decoding: data, as: UTF8.self) }
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("Precondition failed")
                                            || $0.contains("Assertion failed") }) {
            return fatal
        }
        return lines.suffix(count).joined(separator: " | ")
    }
}
