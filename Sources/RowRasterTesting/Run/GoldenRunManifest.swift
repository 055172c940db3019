import Foundation
import RowRaster

/// What one test process did with its goldens, so `rowraster goldens accept|status|prune`
/// can act on the last run without re-rendering anything.
struct GoldenRunManifest: Codable {
    enum Status: String, Codable {
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
}

/// Appends this process's golden results to `output/golden-runs/<session>-<pid>.json`.
final class GoldenRunRecorder: @unchecked Sendable {
    static let shared = GoldenRunRecorder()
    private let lock = NSLock()
    private var manifest: GoldenRunManifest
    private var roots: Set<URL> = []

    private init() {
        let environment = ProcessInfo.processInfo.environment
        let session = environment["ROWRASTER_RUN_ID"] ?? "ppid-\(getppid())"
        let arguments = CommandLine.arguments
        let filtered = arguments.contains { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
        manifest = GoldenRunManifest(session: session, startedAt: Date(), filtered: filtered, entries: [])
    }

    static func directory(root: URL) -> URL { root.appendingPathComponent("output/golden-runs", isDirectory: true) }

    func record(_ entry: GoldenRunManifest.Entry, root: URL) {
        lock.lock()
        defer { lock.unlock() }
        manifest.entries.removeAll { $0.golden == entry.golden }
        manifest.entries.append(entry)
        roots.insert(root)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(manifest) else { return }
        let directory = Self.directory(root: root)
        try? AtomicFile.createDirectory(directory)
        try? AtomicFile.write(data, to: directory.appendingPathComponent("\(manifest.session)-\(getpid()).json"))
    }
}
