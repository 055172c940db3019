import Foundation
import RowRaster

/// One `rowraster previews` run inside the package's runner: finds the previews, hands them to
/// worker processes (every core, each preview isolated), then writes the contact sheet and the
/// summary and says what failed. Exit status: 0 all rendered (and matched), 1 some failed,
/// 2 the arguments were wrong.
@MainActor
struct PreviewsCoordinator {
    let options: PreviewsOptions

    func run() -> Int32 {
        let started = DispatchTime.now()
        let all = PreviewDiscovery.discover()
        let filtered = all.enumerated().filter { _, entry in options.selects(entry, among: all) }
        // The shard is taken from the filtered list in its fixed order, so shards 1/n … n/n
        // together render each selected preview exactly once.
        let selected = filtered.enumerated().filter { options.shard?.contains($0.offset) ?? true }.map(\.element)
        if options.list {
            for (_, entry) in selected { print("\(entry.qualifiedName)\t\(entry.source.description)") }
            return 0
        }
        // After a partial build (`rowraster previews` set files aside, and says which after this
        // run), no preview left is what happened, not a mistake in the package.
        if all.isEmpty, let setAside = ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_SET_ASIDE"] {
            printError("no preview left to render: \(setAside) set aside")
            return 0
        }
        guard !selected.isEmpty else {
            let names = all.map(\.qualifiedName)
            printError(all.isEmpty
                ? "no previews found: add #Preview or a PreviewProvider to a target that depends on RowRasterPreviews"
                : "no preview matches \(options.filter.map { "'\($0)'" }.joined(separator: " or ")); there are: \(names.joined(separator: ", "))")
            return options.filter.isEmpty && options.shard == nil ? 1 : 2
        }
        signal(SIGPIPE, SIG_IGN)
        let summaries = selected.map { position, entry in
            PreviewResult(index: position, module: entry.module, name: entry.name, source: entry.source.description)
        }
        let byPosition = Dictionary(uniqueKeysWithValues: summaries.map { ($0.index, $0) })
        let progress = ProgressLine()
        let pool = WorkerPool(executable: Self.executable, arguments: options.arguments, positions: selected.map(\.offset),
                              timeout: options.timeout,
                              describe: { byPosition[$0] ?? PreviewResult(index: $0, module: "?", name: "?", source: "?") },
                              onFinish: { done, total in progress.update(Self.bar(done, of: total)) })
        let results = pool.run(workers: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        progress.finish()
        return report(results, seconds: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
    }

    private func report(_ results: [PreviewResult], seconds: Double) -> Int32 {
        let root = options.rootURL
        let report = PreviewsReport(results: results, variants: (try? options.appearances().map(\.variantName)) ?? [],
                                    shard: options.shard.map { "\($0.index)/\($0.count)" }, recordingRequested: options.record != nil,
                                    check: options.check, seconds: seconds)
        do {
            try report.write(root: root, title: "Previews of \(root.lastPathComponent)", json: options.json)
        } catch {
            printError("\(error)")
            return 1
        }
        report.print(headline: "rendered", root: root)
        let failed = report.failed
        // Every worker dying on every preview is the mark of a runner built incrementally against
        // a changed RowRaster (a known SwiftPM hazard), far more than of every preview being broken.
        if results.count > 1, results.allSatisfy({ $0.error?.contains("crashed its worker") == true }) {
            printError("every preview crashed its worker: if RowRaster changed since the last run, the runner may be a stale "
                       + "incremental build; remove \(root.appendingPathComponent(".build/rowraster-previews").path) and run again")
        }
        return failed.isEmpty ? 0 : 1
    }

    /// `[████████░░░░░░░░░░░░]  8/20 previews`
    nonisolated static func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total > 0 ? done * width / total : width
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] "
            + "\(done)/\(total) previews"
    }

    /// This program, for its workers.
    static var executable: URL {
        #if os(Linux)
        // The file this process runs, even when it was started through a link or a relative path.
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
