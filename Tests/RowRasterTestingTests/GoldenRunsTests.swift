import Foundation
import RowRaster
import RowRasterPNG
import Testing
@testable import RowRasterGoldens
@testable import RowRasterTesting

/// `rowraster goldens accept|status|prune` on recorded runs: never deletes a golden an incomplete
/// run did not report, never writes outside `Goldens/`, and says what happened to each golden.
@Suite struct GoldenRunsTests {
    typealias Entry = GoldenRunManifest.Entry

    private func write(_ data: Data, _ root: URL, _ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func png() throws -> Data { try PNGCodec.encode(image()) }

    /// A manifest as a finished (or not) test process leaves it.
    private func manifest(_ root: URL, _ entries: [Entry], pid: Int = 100, finished: Bool? = true) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let manifest = GoldenRunManifest(session: "ppid-1", startedAt: Date(), filtered: false, entries: entries, finished: finished)
        try write(encoder.encode(manifest), root, "output/golden-runs/ppid-1-\(pid).json")
    }

    /// A failed golden whose actual render (and sidecar) the run left in the artifacts folder.
    private func failedGolden(_ root: URL, _ name: String) throws -> Entry {
        try write(Data("old".utf8), root, "Goldens/S/\(name).png")
        try write(try png(), root, "output/golden-failures/S/\(name).actual.png")
        try write(Data("tree".utf8), root, "output/golden-failures/S/\(name).actual.txt")
        return Entry(golden: "Goldens/S/\(name).png", status: .failed, actual: "output/golden-failures/S/\(name).actual.png")
    }

    private func exists(_ root: URL, _ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    }

    @Test func pruneRefusesARunThatDidNotFinishAndTrustsItOnceFinished() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(try png(), root, "Goldens/S/used.png")
        try write(try png(), root, "Goldens/S/unreached.png")
        let recorder = GoldenRunRecorder(session: "interrupted", filtered: false)
        recorder.record(Entry(golden: "Goldens/S/used.png", status: .passed), root: root)

        #expect(throws: GoldenRuns.RunError.unfinishedRun) { try GoldenRuns(root: root).prune(delete: true) }
        #expect(exists(root, "Goldens/S/unreached.png"))
        #expect(try GoldenRuns(root: root).status().orphaned.isEmpty)

        recorder.finish()
        #expect(try GoldenRuns(root: root).prune(delete: true) == ["Goldens/S/unreached.png"])
        #expect(!exists(root, "Goldens/S/unreached.png") && exists(root, "Goldens/S/used.png"))
    }

    @Test func pruneRefusesARunWithATruncatedManifest() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(try png(), root, "Goldens/S/a.png")
        try write(try png(), root, "Goldens/S/b.png")
        try manifest(root, [Entry(golden: "Goldens/S/a.png", status: .passed)], pid: 100)
        let full = try Data(contentsOf: root.appendingPathComponent("output/golden-runs/ppid-1-100.json"))
        try write(full.prefix(full.count / 2), root, "output/golden-runs/ppid-1-200.json")

        #expect {
            try GoldenRuns(root: root).prune(delete: true)
        } throws: { error in
            guard case .unreadableManifests(let files)? = error as? GoldenRuns.RunError else { return false }
            return files.count == 1 && files[0].hasPrefix("ppid-1-200.json (not a complete run manifest")
        }
        #expect(exists(root, "Goldens/S/b.png"))
        #expect(try GoldenRuns(root: root).status().unreadableManifests.map(\.file) == ["ppid-1-200.json"])
    }

    @Test func noRootNoRunAndOnlyUnreadableManifestsEachSaySo() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("nowhere")
        #expect(throws: GoldenRuns.RunError.missingRoot(missing.path)) { try GoldenRuns(root: missing).accept(matching: nil) }
        let runs = root.appendingPathComponent("output/golden-runs").path
        #expect(throws: GoldenRuns.RunError.noRun(directory: runs)) { try GoldenRuns(root: root).accept(matching: nil) }
        try write(Data("{\"session\":".utf8), root, "output/golden-runs/ppid-1-5.json")
        #expect(throws: GoldenRuns.RunError.unreadableManifests(["ppid-1-5.json"])) { try GoldenRuns(root: root).accept(matching: nil) }
    }

    @Test func acceptWritesOnlyInsideGoldensFromInsideTheArtifacts() throws {
        let root = try temporaryRoot()
        let outside = try temporaryRoot()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try write(try png(), root, "output/golden-failures/S/x.actual.png")
        try write(Data("not a png".utf8), root, "output/golden-failures/S/text.actual.png")
        try write(try png(), outside, "secret.png")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Goldens/Link").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("output/golden-failures/S/link.actual.png").path,
                                                   withDestinationPath: outside.appendingPathComponent("secret.png").path)
        let good = "output/golden-failures/S/x.actual.png"
        try manifest(root, [
            Entry(golden: "Goldens/../escape.png", status: .failed, actual: good),
            Entry(golden: "/tmp/absolute.png", status: .failed, actual: good),
            Entry(golden: "Goldens/Link/through-link.png", status: .missing, actual: good),
            Entry(golden: "Goldens/S/not-png.txt", status: .failed, actual: good),
            Entry(golden: "Goldens/S/from-outside.png", status: .failed, actual: "output/golden-failures/../../\(outside.lastPathComponent)/secret.png"),
            Entry(golden: "Goldens/S/from-link.png", status: .failed, actual: "output/golden-failures/S/link.actual.png"),
            Entry(golden: "Goldens/S/from-text.png", status: .failed, actual: "output/golden-failures/S/text.actual.png"),
            Entry(golden: "Goldens/S/good.png", status: .missing, actual: good),
        ])
        let report = try GoldenRuns(root: root).accept(matching: nil)
        #expect(report.accepted == ["Goldens/S/good.png"])
        #expect(Set(report.refused.map(\.golden)) == ["Goldens/../escape.png", "/tmp/absolute.png", "Goldens/Link/through-link.png",
                                                      "Goldens/S/not-png.txt", "Goldens/S/from-outside.png",
                                                      "Goldens/S/from-link.png", "Goldens/S/from-text.png"])
        #expect(report.refused.first { $0.golden == "Goldens/S/from-text.png" }?.reason.contains("not a valid PNG") == true)
        #expect(report.refused.first { $0.golden == "Goldens/Link/through-link.png" }?.reason.contains("not a PNG inside") == true)
        #expect(!exists(root, "escape.png") && !exists(outside, "through-link.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Goldens/S").path) == ["good.png"])
    }

    @Test func aFailedWriteSaysWhichGoldensWereReplacedAndWhichWereNot() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try failedGolden(root, "a")
        // The second golden's folder is a file, so its write fails (even for root, unlike permissions).
        try write(try png(), root, "output/golden-failures/T/b.actual.png")
        try write(Data("a file".utf8), root, "Goldens/T")
        let second = Entry(golden: "Goldens/T/b.png", status: .failed, actual: "output/golden-failures/T/b.actual.png")
        try manifest(root, [first, second])

        let report = try GoldenRuns(root: root).accept(matching: nil)
        #expect(report.accepted == ["Goldens/S/a.png"])
        #expect(report.failed.map(\.golden) == ["Goldens/T/b.png"])
        #expect(report.failed.first?.reason.hasPrefix("nothing was replaced") == true)
        #expect(try Data(contentsOf: root.appendingPathComponent("Goldens/S/a.png")) == (try png()))
        #expect(try String(contentsOf: root.appendingPathComponent("Goldens/S/a.txt"), encoding: .utf8) == "tree")
    }

    @Test func statusAndAcceptAgreeWhenTheArtifactsAreGone() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try manifest(root, [try failedGolden(root, "a")])
        try FileManager.default.removeItem(at: root.appendingPathComponent("output/golden-failures"))

        let status = try GoldenRuns(root: root).status()
        #expect(status.failed == ["Goldens/S/a.png"] && status.withoutActual == ["Goldens/S/a.png"])
        let report = try GoldenRuns(root: root).accept(matching: nil)
        #expect(report.accepted.isEmpty)
        #expect(report.refused.map(\.golden) == ["Goldens/S/a.png"])
        #expect(report.refused.first?.reason.contains("run the tests again") == true)
        #expect(try String(contentsOf: root.appendingPathComponent("Goldens/S/a.png"), encoding: .utf8) == "old")
    }
}
