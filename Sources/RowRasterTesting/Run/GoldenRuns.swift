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
        package var entries: [String: GoldenRunManifest.Status]
        package var actuals: [String: String]
    }

    package var goldensDirectory: URL { root.appendingPathComponent("Goldens", isDirectory: true) }

    package func lastRun() -> Run? {
        let directory = GoldenRunRecorder.directory(root: root)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let manifests = files.filter { $0.hasSuffix(".json") }.compactMap { file -> GoldenRunManifest? in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else { return nil }
            return try? decoder.decode(GoldenRunManifest.self, from: data)
        }
        guard let newest = manifests.max(by: { $0.startedAt < $1.startedAt }) else { return nil }
        var run = Run(session: newest.session, filtered: false, entries: [:], actuals: [:])
        for manifest in manifests where manifest.session == newest.session {
            run.filtered = run.filtered || manifest.filtered
            for entry in manifest.entries {
                run.entries[entry.golden] = entry.status
                if let actual = entry.actual { run.actuals[entry.golden] = actual }
            }
        }
        return run
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

    /// Copies the last run's actual renders over their goldens (and sidecars), for the
    /// goldens that failed or were missing and match `pattern` (a shell glob on the path).
    package func accept(matching pattern: String?) throws -> [String] {
        guard let run = lastRun() else { return [] }
        var accepted: [String] = []
        for (golden, status) in run.entries.sorted(by: { $0.key < $1.key }) where status == .failed || status == .missing {
            guard Self.matches(golden, pattern), let actual = run.actuals[golden] else { continue }
            let source = root.appendingPathComponent(actual)
            guard let data = FileManager.default.contents(atPath: source.path) else { continue }
            let target = root.appendingPathComponent(golden)
            try AtomicFile.createDirectory(target.deletingLastPathComponent())
            try AtomicFile.write(data, to: target)
            let sidecar = URL(fileURLWithPath: String(source.path.dropLast(".png".count)) + ".txt")
            if let text = FileManager.default.contents(atPath: sidecar.path) {
                try AtomicFile.write(text, to: URL(fileURLWithPath: String(target.path.dropLast(".png".count)) + ".txt"))
            }
            accepted.append(golden)
        }
        return accepted
    }

    package struct Status {
        package var missing: [String] = []
        package var failed: [String] = []
        package var orphaned: [String] = []
        package var filtered = false
        package var hasRun = false
    }

    package func status() -> Status {
        var status = Status()
        guard let run = lastRun() else { return status }
        status.hasRun = true
        status.filtered = run.filtered
        status.missing = run.entries.filter { $0.value == .missing }.map(\.key).sorted()
        status.failed = run.entries.filter { $0.value == .failed }.map(\.key).sorted()
        if !run.filtered { status.orphaned = goldensOnDisk().filter { run.entries[$0] == nil } }
        return status
    }

    package enum PruneError: Error, CustomStringConvertible {
        case noRun
        case filteredRun

        package var description: String {
            switch self {
            case .noRun: return "No test run is recorded under output/golden-runs: run `make test` first."
            case .filteredRun: return "The last run was filtered (--filter/--skip), so unvisited goldens are not known to be unused. Run every test, then prune."
            }
        }
    }

    /// Goldens the last unfiltered run did not touch; deleted (with their sidecars) when `delete`.
    package func prune(delete: Bool) throws -> [String] {
        guard let run = lastRun() else { throw PruneError.noRun }
        guard !run.filtered else { throw PruneError.filteredRun }
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
