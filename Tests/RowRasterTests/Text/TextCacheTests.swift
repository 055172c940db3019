import Foundation
import RowRasterCairo
import RowRasterDisplay
import Testing

@Suite struct TextCacheTests {
    @Test func measuringTheSameTextTwiceShapesItOnce() throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        let paragraph = TextParagraph(spans: [TextSpan(text: "Measured once", font: FontSpec(families: ["Inter"], size: 17),
                                                       color: .black)])
        let box = TextBox(wrapWidth: 200, maxHeight: nil)
        let first = try engine.measure(paragraph, in: box)
        let second = try engine.measure(paragraph, in: box)
        #expect(first == second)
        #expect(engine.shapedLayouts == 1)
        #expect(engine.layoutCacheHits == 1)
        // The line (124 points) fits 200 points: its one-line layout answers every width it fits.
        let wide = try engine.measure(paragraph, in: TextBox(wrapWidth: 130, maxHeight: 40))
        #expect(wide == first)
        #expect(first.lineCount == 1)
        #expect(engine.shapedLayouts == 1)
        let narrow = try engine.measure(paragraph, in: TextBox(wrapWidth: 100, maxHeight: nil))
        #expect(engine.shapedLayouts == 2, "a width the line does not fit is another layout")
        #expect(narrow.lineCount == 2)
    }

    @Test func theSystemFontIsInterAndMissingGlyphsFallBackToDejaVu() throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        func width(_ text: String, _ families: [String]) throws -> CGFloat {
            try engine.measure(TextParagraph(spans: [TextSpan(text: text, font: FontSpec(families: families, size: 20), color: .black)]),
                               in: TextBox(wrapWidth: nil, maxHeight: nil)).size.width
        }
        // Inter and DejaVu Sans have different advance widths for the same Latin text.
        #expect(try width("Rows", ["Inter", "DejaVu Sans"]) != width("Rows", ["DejaVu Sans"]))
        // Inter has no Arabic: the text still shapes (through DejaVu Sans) to a real width.
        #expect(try width("مرحبا", ["Inter", "DejaVu Sans"]) > 20)
    }
}
