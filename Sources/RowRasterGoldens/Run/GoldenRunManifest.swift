import Foundation
import RowRaster

/// What one test process did with its goldens, so `rowraster goldens accept|status|prune`
/// can act on the last run without re-rendering anything.
package struct GoldenRunManifest: Codable {
    package enum Status: String, Codable {
        case passed, failed, recorded, missing
    }

    struct Entry: Codable, Equatable {
        var golden: String
        var status: Status
        /// The last render, when the golden was not accepted as is (relative to the root).
        var actual: String?
    }

    /// Processes of one `swift test` share their parent's id: that is one run.
    var session: String
    var startedAt: Date
    /// True when the test process was given a filter, so not every golden was visited.
    var filtered: Bool
    var entries: [Entry]
    /// Set when the test process exited normally: a manifest without it belongs to a run that was
    /// interrupted (killed, crashed) or is still going, so it does not tell which goldens are unused.
    var finished: Bool?
}

/// Appends this process's golden results to `<root>/output/golden-runs/<session>-<pid>.json`,
/// one manifest per goldens root.
final class GoldenRunRecorder: @unchecked Sendable {
    // @unchecked Sendable: `manifests` is only read or written while `lock` is held; the
    // other properties are immutable. The process's recorder is `shared` (see ProcessWideState).
    static let shared = GoldenRunRecorder()
    private let lock = NSLock()
    private var manifests: [URL: GoldenRunManifest] = [:]
    private let session: String
    private let startedAt = Date()
    private let filtered: Bool

    private convenience init() {
        self.init(session: ProcessInfo.processInfo.environment["ROWRASTER_RUN_ID"] ?? "ppid-\(getppid())",
                  filtered: Self.isFiltered(CommandLine.arguments))
        // Runs when the test process exits normally, never when it is killed or crashes: the mark
        // that lets `rowraster goldens prune` trust the run.
        atexit { GoldenRunRecorder.shared.finish() }
    }

    init(session: String, filtered: Bool) {
        self.session = session
        self.filtered = filtered
    }

    /// Whether the test process was asked to run only some tests: Swift Testing gets
    /// `--filter`/`--skip`; XCTest gets the selected tests as plain arguments.
    static func isFiltered(_ arguments: [String]) -> Bool {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--filter" || argument == "--skip" || argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") {
                return true
            }
            if argument == "--testing-library" || argument == "--xunit-output" || argument == "--parallel-workers" {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }

    static func directory(root: URL) -> URL { root.appendingPathComponent("output/golden-runs", isDirectory: true) }

    func record(_ entry: GoldenRunManifest.Entry, root: URL) {
        lock.lock()
        defer { lock.unlock() }
        var manifest = manifests[root] ?? GoldenRunManifest(session: session, startedAt: startedAt, filtered: filtered, entries: [])
        manifest.entries.removeAll { $0.golden == entry.golden }
        manifest.entries.append(entry)
        manifests[root] = manifest
        try? AtomicFile.createDirectory(Self.directory(root: root))
        save(manifest, root: root)
    }

    /// Marks every manifest of this process finished; called once, as the process exits.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        for (root, var manifest) in manifests {
            manifest.finished = true
            manifests[root] = manifest
            // A root that is gone (a test's temporary folder) is not created again.
            guard FileManager.default.fileExists(atPath: Self.directory(root: root).path) else { continue }
            save(manifest, root: root)
        }
    }

    private func save(_ manifest: GoldenRunManifest, root: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(manifest) else { return }
        try? AtomicFile.write(data, to: Self.directory(root: root).appendingPathComponent("\(session)-\(getpid()).json"))
    }
}
