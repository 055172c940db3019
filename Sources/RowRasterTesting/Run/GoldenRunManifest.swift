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
}

/// Appends this process's golden results to `<root>/output/golden-runs/<session>-<pid>.json`,
/// one manifest per goldens root.
final class GoldenRunRecorder: @unchecked Sendable {
    static let shared = GoldenRunRecorder()
    private let lock = NSLock()
    private var manifests: [URL: GoldenRunManifest] = [:]
    private let session: String
    private let startedAt = Date()
    private let filtered: Bool

    private init() {
        session = ProcessInfo.processInfo.environment["ROWRASTER_RUN_ID"] ?? "ppid-\(getppid())"
        filtered = Self.isFiltered(CommandLine.arguments)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(manifest) else { return }
        let directory = Self.directory(root: root)
        try? AtomicFile.createDirectory(directory)
        try? AtomicFile.write(data, to: directory.appendingPathComponent("\(session)-\(getpid()).json"))
    }
}
