import Foundation
import RowRaster
import RowRasterPNG
import Testing
@testable import rowraster

/// `rowraster goldens reencode`: rewrites goldens in the current encoding with their pixels
/// proven unchanged, and `--check` finds the ones that are not.
@Suite struct GoldensReencodeTests {
    private func root() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-reencode-\(UUID().uuidString)")
        for folder in ["Goldens/Suite", "Tests/SomeTests/__Snapshots__/Case"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return root
    }

    private func image(_ seed: UInt8) -> Bitmap {
        var bitmap = Bitmap(width: 40, height: 9, filledWith: (seed, 200, 30, 255))
        bitmap[3, 4] = (1, 2, 3, 0)
        bitmap[20, 8] = (255, 0, 0, 77)
        return bitmap
    }

    @Test func rewritesOldEncodingsKeepingPixelsAndLeavesCanonicalFilesAlone() throws {
        let root = try root()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("Goldens/Suite/old@3x.png")
        let snapshot = root.appendingPathComponent("Tests/SomeTests/__Snapshots__/Case/snap.1.png")
        let canonical = root.appendingPathComponent("Goldens/Suite/new@3x.png")
        try PNGCodec.encode(image(1), settings: .libpngLevel1Sub).write(to: old)
        try PNGCodec.encode(image(2), settings: .libpngDefaults).write(to: snapshot)
        try PNGCodec.encode(image(3)).write(to: canonical)
        let canonicalBefore = try FileManager.default.attributesOfItem(atPath: canonical.path)[.modificationDate] as? Date

        let checked = try GoldenReencoding.run(root: root, write: false)
        #expect(checked.changed == ["Goldens/Suite/old@3x.png", "Tests/SomeTests/__Snapshots__/Case/snap.1.png"])
        #expect(try PNGCodec.encode(image(1), settings: .libpngLevel1Sub) == Data(contentsOf: old), "--check wrote nothing")

        let report = try GoldenReencoding.run(root: root, write: true)
        #expect(report.problems.isEmpty)
        #expect(report.changed.count == 2 && report.unchanged == 1)
        #expect(try Data(contentsOf: old) == PNGCodec.encode(image(1)))
        #expect(try PNGCodec.decode(contentsOf: snapshot) == image(2))
        #expect(try FileManager.default.attributesOfItem(atPath: canonical.path)[.modificationDate] as? Date == canonicalBefore)

        let again = try GoldenReencoding.run(root: root, write: false)
        #expect(again.changed.isEmpty && again.unchanged == 3)
    }

    @Test func anUnreadableGoldenIsReportedAndTheCommandFails() throws {
        let root = try root()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("not a png".utf8).write(to: root.appendingPathComponent("Goldens/Suite/broken.png"))
        let report = try GoldenReencoding.run(root: root, write: true)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.hasPrefix("Goldens/Suite/broken.png: ") == true)
        #expect(throws: CommandFailure.self) {
            try GoldensCommand.Reencode.parse(["--root", root.path]).run()
        }
        #expect(try Data(contentsOf: root.appendingPathComponent("Goldens/Suite/broken.png")) == Data("not a png".utf8))
    }
}
