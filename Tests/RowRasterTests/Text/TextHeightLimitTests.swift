import CCairo
import Foundation
@testable import RowRasterCairo
import RowRasterDisplay
import Testing

/// A height limit applies to text that overflows it, proved from a few characters at the width
/// 0 stacks propose or measured whole: text that fits comes out exactly as with no limit.
@Suite struct TextHeightLimitTests {
    static let texts = ["Leslie Allen", "+1 (555) 000-0012", "The quick brown fox jumps over the lazy dog near the river bank",
                        "東京都渋谷区神南一丁目", "مرحبا بالعالم، كيف حالك اليوم", "Café 👩‍💻 naïve coöperate", "x"]
    static let widths: [CGFloat] = [0, 8, 40, 120, 390]

    private func paragraph(_ text: String, lineLimit: Int? = nil) -> TextParagraph {
        TextParagraph(spans: [TextSpan(text: text, font: FontSpec(families: ["Inter"], size: 17), color: .black)],
                      lineLimit: lineLimit)
    }

    @Test(arguments: texts)
    func textThatFitsIsLaidOutAsWithoutALimit(_ text: String) throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        for width in Self.widths {
            let free = try engine.measure(paragraph(text), in: TextBox(wrapWidth: width, maxHeight: nil))
            // Room for every line, and for exactly every line.
            for height in [free.size.height + 50, free.size.height] {
                let limited = try engine.measure(paragraph(text), in: TextBox(wrapWidth: width, maxHeight: height))
                #expect(limited == free, "\(text) at \(width) × \(height)")
            }
        }
    }

    /// The first characters prove a paragraph at width 0 overflows only when the whole one does,
    /// and they do prove it for the short texts rows have at a row's height.
    @Test(arguments: texts)
    func aZeroWidthPrefixProvesOnlyRealOverflows(_ text: String) throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        let whole = try engine.measure(paragraph(text), in: TextBox(wrapWidth: 0, maxHeight: nil))
        let line = try engine.measure(paragraph(text), in: TextBox(wrapWidth: nil, maxHeight: nil)).size.height
        for height in stride(from: 0, through: whole.size.height + line, by: line / 3) {
            let prefix = engine.zeroWidthPrefixOverflowing(paragraph(text), width: 0, maxHeight: height, lineHeight: line)
            if let prefix {
                #expect(whole.size.height > height, "\(text) at height \(height)")
                g_object_unref(UnsafeMutableRawPointer(prefix))
            }
            if height == 60, whole.lineCount > 5 { #expect(prefix != nil, "\(text): a row's height holds three lines") }
        }
        #expect(engine.zeroWidthPrefixOverflowing(paragraph(text), width: 8, maxHeight: 0, lineHeight: line) == nil)
    }

    /// Cut to the height with an ellipsis, the prefix's layout shows what the whole paragraph's
    /// would: the same lines, extents and ellipsis, in every script, at every height it proves.
    @Test(arguments: texts)
    func aProvingPrefixShowsWhatTheWholeParagraphWould(_ text: String) throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        let line = try engine.measure(paragraph(text), in: TextBox(wrapWidth: nil, maxHeight: nil)).size.height
        for height in stride(from: 0, through: line * 4, by: line / 3) {
            guard let prefix = engine.zeroWidthPrefixOverflowing(paragraph(text), width: 0, maxHeight: height, lineHeight: line) else { continue }
            let whole = engine.unlimitedLayout(paragraph(text), text: text, width: 0)
            defer {
                g_object_unref(UnsafeMutableRawPointer(prefix))
                g_object_unref(UnsafeMutableRawPointer(whole))
            }
            for layout in [prefix, whole] {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(height * 1024))
            }
            #expect(shown(prefix) == shown(whole), "\(text) at height \(height)")
        }
    }

    /// What a layout shows: its extents, each line's extents, and whether it was ellipsized.
    private func shown(_ layout: OpaquePointer) -> [Int32] {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var values = [ink.x, ink.y, ink.width, ink.height, logical.x, logical.y, logical.width, logical.height,
                      pango_layout_get_line_count(layout), pango_layout_is_ellipsized(layout)]
        if let iterator = pango_layout_get_iter(layout) {
            repeat {
                var lineInk = PangoRectangle(), lineLogical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, &lineInk, &lineLogical)
                values += [lineInk.x, lineInk.width, lineLogical.x, lineLogical.width, pango_layout_iter_get_baseline(iterator)]
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        return values
    }

    @Test func aLineLimitStillAppliesUnderAHeightItFits() throws {
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        let text = Self.texts[2]
        let limited = try engine.measure(paragraph(text, lineLimit: 2), in: TextBox(wrapWidth: 120, maxHeight: 1_000))
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited == (try engine.measure(paragraph(text, lineLimit: 2), in: TextBox(wrapWidth: 120, maxHeight: nil))))
    }
}
