import Foundation
import RowRaster
import RowRasterPNG

extension GoldenRuns {
    /// What `accept` did with each golden it was asked about.
    package struct AcceptReport {
        /// Goldens whose PNG (and sidecar, when the run left one) now hold the actual render.
        package var accepted: [String] = []
        /// Goldens left as they were, and why: a path outside the goldens or artifact folders,
        /// an actual render that is gone or not a PNG.
        package var refused: [(golden: String, reason: String)] = []
        /// Goldens whose write failed; the reason says what, if anything, was replaced.
        package var failed: [(golden: String, reason: String)] = []
        /// Manifests of the run that could not be read: their goldens are not accepted.
        package var unreadableManifests: [(file: String, reason: String)] = []
        /// The failed or missing goldens of the run, matching or not: what a pattern could name.
        package var candidates: [String] = []

        package var isClean: Bool { refused.isEmpty && failed.isEmpty && unreadableManifests.isEmpty }
    }

    /// Copies the last run's actual renders over their goldens (and sidecars), for the goldens
    /// that failed or were missing and match `pattern` (a shell glob on the path). The manifest is
    /// not trusted: a golden must lie inside `Goldens/`, its actual render inside
    /// `output/golden-failures/` (symbolic links and `..` resolved), and the render must decode as a PNG.
    package func accept(matching pattern: String?) throws(RunError) -> AcceptReport {
        let run = try lastRun()
        var report = AcceptReport(unreadableManifests: run.unreadableManifests)
        for (golden, status) in run.entries.sorted(by: { $0.key < $1.key }) where status == .failed || status == .missing {
            report.candidates.append(golden)
            guard Self.matches(golden, pattern) else { continue }
            // A first golden in a fresh package: its folder must exist for paths to be checked against it.
            if PathKind(of: goldensDirectory.path) == .missing { try? AtomicFile.createDirectory(goldensDirectory) }
            let checked: (target: URL, png: Data, sidecar: Data?)
            switch check(golden: golden, actual: run.actuals[golden]) {
            case .success(let value): checked = value
            case .failure(let refusal):
                report.refused.append((golden, refusal.reason))
                continue
            }
            var pngReplaced = false
            do {
                try AtomicFile.createDirectory(checked.target.deletingLastPathComponent())
                try AtomicFile.write(checked.png, to: checked.target)
                pngReplaced = true
                if let sidecar = checked.sidecar {
                    try AtomicFile.write(sidecar, to: URL(fileURLWithPath: String(checked.target.path.dropLast(".png".count)) + ".txt"))
                }
                report.accepted.append(golden)
            } catch {
                let what = pngReplaced ? "the PNG was replaced but its sidecar was not" : "nothing was replaced"
                report.failed.append((golden, "\(what): \(error)"))
            }
        }
        return report
    }

    private struct Refusal: Error { let reason: String }

    /// The golden's file, the actual render's bytes and its sidecar's, once every path is known safe.
    private func check(golden: String, actual: String?) -> Result<(target: URL, png: Data, sidecar: Data?), Refusal> {
        guard let actual else { return .failure(Refusal(reason: "the run recorded no actual render for it: run the tests again")) }
        guard let target = Self.resolve(golden, inside: goldensDirectory, prefix: "Goldens/") else {
            return .failure(Refusal(reason: "its path is not a PNG inside \(goldensDirectory.path)"))
        }
        switch PathKind(of: target.path, followingSymbolicLinks: false) {
        case .missing, .regularFile, .inaccessible: break    // the write says why an inaccessible one fails
        case let kind: return .failure(Refusal(reason: "the golden is \(kind), not a regular file"))
        }
        if PathKind(of: root.appendingPathComponent(actual).path, followingSymbolicLinks: false) == .missing {
            return .failure(Refusal(reason: "its actual render \(actual) is gone (the artifacts were deleted): run the tests again"))
        }
        guard let source = Self.resolve(actual, inside: failuresDirectory, prefix: "output/golden-failures/") else {
            return .failure(Refusal(reason: "its actual render \(actual) is not a PNG inside \(failuresDirectory.path)"))
        }
        if let reason = PathKind.unreadableReason(source.path) {
            return .failure(Refusal(reason: "its actual render \(actual) cannot be read (\(reason)): run the tests again"))
        }
        guard let png = FileManager.default.contents(atPath: source.path) else {
            return .failure(Refusal(reason: "its actual render \(actual) cannot be read: run the tests again"))
        }
        do {
            _ = try PNGCodec.decode(png, source: actual)
        } catch {
            return .failure(Refusal(reason: "its actual render is not a valid PNG: \(error)"))
        }
        let sidecarPath = String(actual.dropLast(".png".count)) + ".txt"
        let sidecarURL = root.appendingPathComponent(sidecarPath)
        guard PathKind(of: sidecarURL.path, followingSymbolicLinks: false) != .missing else { return .success((target, png, nil)) }
        guard Self.resolve(sidecarPath, inside: failuresDirectory, prefix: "output/golden-failures/", suffix: ".txt") != nil,
              PathKind.unreadableReason(sidecarURL.path) == nil, let sidecar = FileManager.default.contents(atPath: sidecarURL.path) else {
            return .failure(Refusal(reason: "its actual sidecar \(sidecarPath) is not a readable file inside \(failuresDirectory.path)"))
        }
        return .success((target, png, sidecar))
    }

    /// `relative` (under the root) as a file inside `folder`, or nil when it would leave it: it must
    /// start with `prefix`, end with `suffix`, have no `.`/`..`/empty components, and once symbolic
    /// links are resolved (of the file itself and of its deepest existing folder) still lie inside.
    static func resolve(_ relative: String, inside folder: URL, prefix: String, suffix: String = ".png") -> URL? {
        guard relative.hasPrefix(prefix), relative.hasSuffix(suffix), relative.count > prefix.count + suffix.count else { return nil }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        guard let base = realPath(folder.path) else { return nil }
        let url = folder.appendingPathComponent(String(relative.dropFirst(prefix.count)))
        // The deepest part of the path that exists, resolved, must be inside the folder. (A part that
        // cannot be examined, such as one below a file, is climbed over: its write will fail and say why.)
        var existing = url
        while existing.path.count > folder.path.count, !PathKind(of: existing.path, followingSymbolicLinks: false).exists {
            existing = existing.deletingLastPathComponent()
        }
        guard let resolved = realPath(existing.path), resolved == base || resolved.hasPrefix(base + "/") else { return nil }
        return url
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
