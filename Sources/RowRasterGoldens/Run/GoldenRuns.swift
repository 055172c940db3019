import Foundation
import RowRaster

/// The last test run's goldens, for `rowraster goldens accept|status|prune`.
package struct GoldenRuns {
    package let root: URL

    package init(root: URL) { self.root = root }

    /// What the newest run (every test process of one `swift test`) did.
    package struct Run {
        package var session: String
        package var filtered: Bool
        /// Whether every test process of the run exited normally (see `GoldenRunManifest.finished`).
        package var finished: Bool
        package var entries: [String: GoldenRunManifest.Status]
        package var actuals: [String: String]
        /// Manifests that could not be read and may belong to this run: file name and why.
        package var unreadableManifests: [(file: String, reason: String)]
    }

    /// Why the goldens commands cannot act on the last run; each says what to do.
    package enum RunError: Error, CustomStringConvertible, Equatable {
        case missingRoot(String)
        case noRun(directory: String)
        case unreadableManifests([String])
        case unfinishedRun
        case filteredRun

        package var description: String {
            switch self {
            case .missingRoot(let path):
                return "\(path) is not a directory: pass --root the package directory (the one holding Goldens/ and output/)."
            case .noRun(let directory):
                return "No test run is recorded in \(directory): run the tests first (make test), "
                    + "or pass --root the package directory they ran in."
            case .unreadableManifests(let files):
                return "The run manifests \(files.joined(separator: ", ")) cannot be read (truncated or corrupt), "
                    + "so the last run's goldens are not all known: run the tests again (make test)."
            case .unfinishedRun:
                return "The last test run did not finish (it was interrupted or is still going), so the goldens it did not "
                    + "reach are not known to be unused. Run every test to the end (make test), then prune."
            case .filteredRun:
                return "The last run was filtered (--filter/--skip), so unvisited goldens are not known to be unused. "
                    + "Run every test, then prune."
            }
        }
    }

    package var goldensDirectory: URL { root.appendingPathComponent("Goldens", isDirectory: true) }
    package var failuresDirectory: URL { root.appendingPathComponent("output/golden-failures", isDirectory: true) }

    /// The newest run, from every manifest of its session.
    package func lastRun() throws(RunError) -> Run {
        guard PathKind(of: root.path) == .directory else { throw .missingRoot(root.path) }
        let directory = GoldenRunRecorder.directory(root: root)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var manifests: [GoldenRunManifest] = []
        var unreadable: [(file: String, reason: String, modified: Date?)] = []
        for file in files.sorted() {
            let path = directory.appendingPathComponent(file).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let reason = PathKind.unreadableReason(path) {
                unreadable.append((file, reason, modified))
            } else if let data = FileManager.default.contents(atPath: path),
                      let manifest = try? decoder.decode(GoldenRunManifest.self, from: data) {
                manifests.append(manifest)
            } else {
                unreadable.append((file, "not a complete run manifest (truncated or corrupt JSON)", modified))
            }
        }
        guard let newest = manifests.max(by: { $0.startedAt < $1.startedAt }) else {
            if unreadable.isEmpty { throw .noRun(directory: directory.path) }
            throw .unreadableManifests(unreadable.map(\.file))
        }
        // An unreadable manifest may be this run's: named after its session, or written since it began.
        let ofThisRun = unreadable.filter { Self.session(ofManifestNamed: $0.file) == newest.session || ($0.modified ?? .distantFuture) >= newest.startedAt }
        var run = Run(session: newest.session, filtered: false, finished: true, entries: [:], actuals: [:],
                      unreadableManifests: ofThisRun.map { ($0.file, $0.reason) })
        for manifest in manifests where manifest.session == newest.session {
            run.filtered = run.filtered || manifest.filtered
            run.finished = run.finished && manifest.finished == true
            for entry in manifest.entries {
                run.entries[entry.golden] = entry.status
                if let actual = entry.actual { run.actuals[entry.golden] = actual }
            }
        }
        return run
    }

    /// The session of a manifest named `<session>-<pid>.json`.
    static func session(ofManifestNamed name: String) -> String? {
        guard name.hasSuffix(".json"), let dash = name.lastIndex(of: "-") else { return nil }
        return String(name[..<dash])
    }

    /// Every golden PNG on disk, relative to the root.
    package func goldensOnDisk() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: goldensDirectory.path) else { return [] }
        var goldens: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".png") { goldens.append("Goldens/" + path) }
        }
        return goldens.sorted()
    }

    package struct Status {
        package var missing: [String] = []
        package var failed: [String] = []
        /// Missing or failed goldens whose actual render is gone, so they cannot be accepted.
        package var withoutActual: [String] = []
        package var orphaned: [String] = []
        package var filtered = false
        package var finished = true
        package var unreadableManifests: [(file: String, reason: String)] = []
    }

    package func status() throws(RunError) -> Status {
        let run = try lastRun()
        var status = Status()
        status.filtered = run.filtered
        status.finished = run.finished
        status.unreadableManifests = run.unreadableManifests
        status.missing = run.entries.filter { $0.value == .missing }.map(\.key).sorted()
        status.failed = run.entries.filter { $0.value == .failed }.map(\.key).sorted()
        status.withoutActual = (status.missing + status.failed).filter { golden in
            guard let actual = run.actuals[golden] else { return true }
            return PathKind(of: root.appendingPathComponent(actual).path) != .regularFile
        }
        if !run.filtered, run.finished, run.unreadableManifests.isEmpty {
            status.orphaned = goldensOnDisk().filter { run.entries[$0] == nil }
        }
        return status
    }

    /// Goldens the last complete, unfiltered run did not touch; deleted (with their sidecars) when
    /// `delete`. A run with an unreadable manifest, an unfinished one or a filtered one is refused:
    /// the goldens it did not report may still be in use.
    package func prune(delete: Bool) throws -> [String] {
        let run = try lastRun()
        guard run.unreadableManifests.isEmpty else {
            throw RunError.unreadableManifests(run.unreadableManifests.map { "\($0.file) (\($0.reason))" })
        }
        guard run.finished else { throw RunError.unfinishedRun }
        guard !run.filtered else { throw RunError.filteredRun }
        let unused = goldensOnDisk().filter { run.entries[$0] == nil }
        if delete {
            for golden in unused {
                try FileManager.default.removeItem(at: root.appendingPathComponent(golden))
                let sidecar = root.appendingPathComponent(String(golden.dropLast(".png".count)) + ".txt")
                try? FileManager.default.removeItem(at: sidecar)
            }
        }
        return unused
    }

    static func matches(_ path: String, _ pattern: String?) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        return fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, URL(fileURLWithPath: path).lastPathComponent, 0) == 0
            || path.contains(pattern)
    }
}
