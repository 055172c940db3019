import Foundation
import RowRasterDisplay
import RowRasterPNG
import RowRasterPreviewRunner
import Testing

/// `rowraster previews --package` on two component libraries written for Xcode that do not know
/// RowRaster (Examples/TagKit and Examples/ChatKit): every preview renders, nothing is set aside,
/// and one pixel in each proves a real drawing. Built like the walkthrough's (ROWRASTER_PREVIEWS_E2E).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ROWRASTER_PREVIEWS_E2E"] != nil,
                             "builds the example package: set ROWRASTER_PREVIEWS_E2E=1 (make test does)"),
       .timeLimit(.minutes(15)))
struct ComponentLibraryPreviewsTests {
    static let examples = UneditedPackagePreviewsTests.kit.deletingLastPathComponent()

    /// Renders every preview of the package in `Examples/<name>` and returns the run's output.
    func render(_ name: String) throws -> (output: String, status: Int32, errors: String) {
        let kit = Self.examples.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: kit.appendingPathComponent("output/previews"))
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("rowraster")
        let run = try PreviewsWalkthroughTests().run(executable.path, ["previews", "--package", kit.path])
        return (run.output, run.status, run.errors)
    }

    func images(_ name: String, _ module: String) -> [String] {
        let folder = Self.examples.appendingPathComponent("\(name)/output/previews/\(module)")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Six previews (five `#Preview`s, one `PreviewProvider`, one with `@Previewable` state); the
    /// test target, which imports XCTest, is not built.
    @Test func everyTagKitPreviewRenders() throws {
        let run = try render("TagKit")
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("rendered 6 images of 6 previews"), "\(run.output)")
        #expect(!run.output.contains("set aside"), "\(run.output)")
        #expect(images("TagKit", "TagKit") == ["Filled chips@3x.png", "Flow layout@3x.png", "Interactive chip@3x.png",
                                               "InterestsPicker@3x.png", "Outlined chips@3x.png", "Tag field@3x.png"])
        // The selected chip is filled with the target's ChipAccent colour set (#179A7A), reached
        // through Xcode's generated `Color.chipAccent` from the environment's default style.
        let chips = try PNGCodec.decode(contentsOf: Self.examples.appendingPathComponent("TagKit/output/previews/TagKit/Filled chips@3x.png"))
        #expect(UneditedPackagePreviewsTests.contains(chips, 0x17, 0x9A, 0x7A))
    }

    /// Six previews across the UI target, which imports the model target; one takes its thread
    /// from an iOS 18 `PreviewModifier`'s shared context, through the environment.
    @Test func everyChatKitPreviewRenders() throws {
        let run = try render("ChatKit")
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("rendered 6 images of 6 previews"), "\(run.output)")
        #expect(!run.output.contains("set aside"), "\(run.output)")
        #expect(images("ChatKit", "ChatUI") == ["Bubble shapes@3x.png", "Conversation@3x.png", "Input bar@3x.png",
                                                "Message rows@3x.png", "Shared thread@3x.png", "Typing indicator@3x.png"])
        // Without the modifier's thread the conversation would be empty: its blue bubbles show.
        let shared = try PNGCodec.decode(contentsOf: Self.examples.appendingPathComponent("ChatKit/output/previews/ChatUI/Shared thread@3x.png"))
        #expect(UneditedPackagePreviewsTests.contains(shared, 0x00, 0x7A, 0xFF))
        // The blue bubble (120 × 60 pt, at x 207...327, y 398.5...458.5: centred in the 390 × 844 pt
        // screen's safe area) carries BubbleShape's tail: blue (#007AFF) beyond its trailing edge,
        // at (328.5, 457.5) pt, and where tail and body overlap, at (316, 454) pt, where a tail
        // wound against the body would leave a hole.
        let bubbles = try PNGCodec.decode(contentsOf: Self.examples.appendingPathComponent("ChatKit/output/previews/ChatUI/Bubble shapes@3x.png"))
        #expect(bubbles.width == 1170)
        for (x, y) in [(985, 1372), (948, 1362)] {
            let pixel = bubbles[x, y]
            #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [0x00, 0x7A, 0xFF, 0xFF], "at \(x), \(y)")
        }
    }
}
