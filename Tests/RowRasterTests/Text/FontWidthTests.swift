import Testing
@testable import RowRaster

/// `.fontWidth(_:)` and `Font.width(_:)` compile as row code writes them, draw the standard width
/// (there is no face for SF Pro's other widths here) and say so in the render's warnings.
@MainActor
@Suite struct FontWidthTests {
    func layOut<V: View>(_ view: V) throws -> RenderOutput {
        try RenderPipeline.layOut(view, proposal: .unspecified, scale: 3)
    }

    @Test func aWidthDrawsTheStandardWidthAndWarns() throws {
        let standard = try layOut(Text("Scores").font(.headline))
        let cases: [(any View, String)] = [
            (Text("Scores").font(.headline).fontWidth(.condensed), "condensed"),
            (Text("Scores").font(.headline.width(.expanded)), "expanded"),
            (Text("Scores").font(.headline).fontWidth(.compressed), "compressed"),
            (VStack { Text("Scores").font(.headline) }.fontWidth(.condensed), "condensed"),
        ]
        for (view, name) in cases {
            let output = try layOut(AnyView(view))
            #expect(output.warnings == [.unavailableFontWidth(width: name)])
            #expect(output.size == standard.size, "drawn at the standard width")
        }
        #expect(RenderWarning.unavailableFontWidth(width: "condensed").description.contains("drawn at the standard width"))
    }

    @Test func theStandardWidthOrNoneIsNoWarning() throws {
        #expect(try layOut(Text("Scores").fontWidth(.standard)).warnings.isEmpty)
        #expect(try layOut(Text("Scores").fontWidth(nil)).warnings.isEmpty)
        #expect(try layOut(Text("Scores").font(.body.width(.standard))).warnings.isEmpty)
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.1).value == 0.1)
    }

    @Test func aStrictRenderThrowsTheWarningsError() {
        let renderer = ImageRenderer(content: Text("Scores").fontWidth(.expanded))
        renderer.treatsWarningsAsErrors = true
        #expect(throws: RenderError.fontWidthNotAvailable(width: "expanded")) { try renderer.bitmap() }
    }
}
