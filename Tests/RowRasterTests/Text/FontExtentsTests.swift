import CCairo
import Foundation
@testable import RowRasterCairo
import RowRasterDisplay
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The ascent and descent a line is centred with are read from HarfBuzz directly, not through
/// `pango_font_get_metrics` (which lays out a sample text in a font set of its own, a fontconfig
/// match and sort that text never needs): they must be exactly Pango's.
@MainActor
@Suite struct FontExtentsTests {
    nonisolated static let names = ["body", "headline", "largeTitle", "caption2", "bold italic title", "black 9 pt",
                                     "ultralight 80 pt", "rounded", "serif", "monospaced", "condensed", "expanded bold", "emoji"]

    private func spec(named name: String) -> FontSpec? {
        // The emoji font at its strike size, as EmojiGlyphs loads it to draw emoji.
        if name == "emoji" { return FontSpec(families: [EmojiGlyphs.family], size: EmojiGlyphs.strikeSize) }
        return font(named: name)?.spec()
    }

    private func font(named name: String) -> Font? {
        switch name {
        case "body": .body
        case "headline": .headline
        case "largeTitle": .largeTitle
        case "caption2": .caption2
        case "bold italic title": .title.bold().italic()
        case "black 9 pt": .system(size: 9, weight: .black)
        case "ultralight 80 pt": .system(size: 80, weight: .ultraLight)
        case "rounded": .system(.body, design: .rounded)
        case "serif": .system(.body, design: .serif)
        case "monospaced": .system(.body, design: .monospaced)
        case "condensed": .body.width(.condensed)
        case "expanded bold": .title3.bold().width(.expanded)
        default: nil
        }
    }

    @Test(arguments: names)
    func extentsAreExactlyPangosFontMetrics(_ name: String) throws {
        let spec = try #require(self.spec(named: name))
        let engine = try PangoTextEngine.forCurrentThread()
        let extents = try #require(engine.verticalExtents(of: spec))

        // Pango's own metrics of the same font (as the engine read them before).
        let loaded = try #require(pango_context_load_font(engine.context, engine.fontDescription(spec)))
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let metrics = try #require(pango_font_get_metrics(loaded, nil))
        defer { pango_font_metrics_unref(metrics) }
        #expect(extents.ascent == Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE), "\(name) ascent")
        #expect(extents.descent == Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE), "\(name) descent")
        #expect(extents.ascent > spec.size * 0.6 && extents.descent > 0, "\(name): \(extents)")
    }
}
