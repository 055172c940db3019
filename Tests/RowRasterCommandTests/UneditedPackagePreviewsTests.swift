import Foundation
import RowRasterPNG
import RowRasterPreviewRunner
import Testing

/// `rowraster previews --package` on Examples/ComponentKit, a package written for Xcode that does
/// not depend on RowRaster: two targets (one with a resource read through `Bundle.module`), a
/// package dependency, tools 5.9 (Swift 5 mode). The runner declares its targets again; the
/// package's own files are not touched. Built like the walkthrough's (ROWRASTER_PREVIEWS_E2E).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                             "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct UneditedPackagePreviewsTests {
    static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ComponentKit")

    @Test func previewsOfAPackageThatDoesNotKnowRowRasterRender() throws {
        let manifest = try String(contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8)
        try? FileManager.default.removeItem(at: Self.kit.appendingPathComponent("output/previews"))
        let walkthrough = PreviewsWalkthroughTests()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try walkthrough.run(executable.path, ["previews", "--package", Self.kit.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("rendered 2 images of 2 previews"), "\(run.output)")
        let folder = Self.kit.appendingPathComponent("output/previews/Components")
        let images = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        #expect(images == ["Badges@3x.png", "Plan card@3x.png"])
        // The card's tint is the brand colour of the package's own palette.json (#5E5CE6), read
        // through Bundle.module: its fallback would be black.
        let card = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("Plan card@3x.png"))
        let hasBrand = stride(from: 0, to: card.bytes.count, by: 4).contains { index in
            card.bytes[index] == 0x5E && card.bytes[index + 1] == 0x5C && card.bytes[index + 2] == 0xE6
        }
        #expect(hasBrand)
        // The package is as it was: only its build folder and output changed.
        #expect(try String(contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }
}
