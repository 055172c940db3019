import CCairo
import Foundation
import RowRasterDisplay

/// The glyph-level view of a laid-out paragraph that text renderers read
/// (`TextGlyphLayout`), and the drawing of one line, run or range of glyphs of it.
///
/// Both walk the same cached Pango layout the whole text is measured and drawn with, so a
/// renderer that draws every line in place draws what the text draws on its own.
extension PangoTextEngine {
    /// One run of a Pango layout, in visual order, with where it sits.
    struct LaidOutRun {
        var line: Int
        /// The run's position in its line, left to right.
        var index: Int
        var glyphItem: UnsafeMutablePointer<PangoGlyphItem>
        /// The run's left edge, its line's left edge and its line's baseline, in Pango units of
        /// the layout.
        var x: Int32
        var lineX: Int32
        var baseline: Int32

        /// Whether `selection` takes this run (its line, and the run itself or all of the line).
        func isSelected(by selection: TextGlyphSelection?) -> Bool {
            guard let selection else { return true }
            return selection.line == line && (selection.run == nil || selection.run == index)
        }
    }

    /// Calls `body` with every run of `layout`, line by line, left to right; lines without
    /// runs (an empty last line) are reported through `lineEnded` all the same.
    func forEachRun(in layout: OpaquePointer, _ body: (LaidOutRun) -> Void,
                    lineEnded: (_ line: Int, _ extents: PangoRectangle, _ baseline: Int32) -> Void = { _, _, _ in }) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        repeat {
            var lineExtents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineExtents)
            let baseline = pango_layout_iter_get_baseline(iterator)
            var index = 0
            // A line's runs end with a nil run, after which the iterator is on the next line.
            while true {
                guard let run = pango_layout_iter_get_run_readonly(iterator) else { break }
                var runExtents = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, nil, &runExtents)
                body(LaidOutRun(line: line, index: index, glyphItem: run, x: runExtents.x, lineX: lineExtents.x,
                                baseline: baseline))
                index += 1
                if pango_layout_iter_next_run(iterator) == 0 { break }
            }
            lineEnded(line, lineExtents, baseline)
            line += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }

    package func glyphLayout(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> TextGlyphLayout {
        _ = try measure(paragraph, in: box)
        let cached = layout(paragraph, in: box)
        let (left, top) = (Double(cached.logicalOrigin.x), Double(cached.logicalOrigin.y))
        // Lines were drawn higher by the baseline correction (see `makeLayout`); their boxes
        // are not moved, so each line's top is where Pango put it, below the layout's top.
        let layoutTop = top - (cached.paragraph.spans.first.map { baselineCorrection(for: $0.font) } ?? 0)
        let utf16Offsets = Self.utf16Offsets(of: cached.paragraph.spans.map(\.shapedText).joined())
        var lines: [TextGlyphLayout.Line] = []
        var runs: [TextGlyphLayout.Run] = []
        forEachRun(in: cached.layout, { laidOut in
            let item = laidOut.glyphItem.pointee
            guard let glyphs = item.glyphs else { return }
            let itemOffset = Int(item.item.pointee.offset)
            // Measured from the line's origin, as `Text.Layout` gives them.
            var x = Double(laidOut.x - laidOut.lineX) / pangoScale
            var glyphX: [CGFloat] = [], advances: [CGFloat] = [], characters: [Int] = []
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let advance = Double(glyphs.pointee.glyphs[index].geometry.width) / pangoScale
                glyphX.append(x)
                advances.append(advance)
                let byte = itemOffset + Int(glyphs.pointee.log_clusters[index])
                characters.append(utf16Offsets[min(max(0, byte), utf16Offsets.count - 1)])
                x += advance
            }
            let span = spanIndex(atByte: itemOffset, in: cached.paragraph)
            // A font standing in for an Apple one has that font's ascent and descent, as lines do.
            let font = cached.paragraph.spans[span].font
            let extents = font.lineMetrics.map { (ascent: $0.ascent * font.size, descent: $0.descent * font.size) }
                ?? item.item.pointee.analysis.font.flatMap { Self.verticalExtents(ofLoaded: $0) }
            runs.append(TextGlyphLayout.Run(
                glyphX: glyphX, glyphAdvance: advances, characterIndices: characters, spanIndex: span,
                isRightToLeft: item.item.pointee.analysis.level % 2 == 1,
                ascent: extents?.ascent ?? 0, descent: extents?.descent ?? 0))
        }, lineEnded: { _, extents, baseline in
            let baselineY = Double(baseline) / pangoScale
            let lineX = Double(extents.x) / pangoScale
            let lineTop = Double(extents.y) / pangoScale - layoutTop, lineHeight = Double(extents.height) / pangoScale
            lines.append(TextGlyphLayout.Line(
                origin: CGPoint(x: lineX - left, y: baselineY - top), width: Double(max(0, extents.width)) / pangoScale,
                ascent: baselineY - top - lineTop, descent: lineTop + lineHeight - (baselineY - top), leading: 0, runs: runs))
            runs = []
        })
        return TextGlyphLayout(lines: lines, isTruncated: cached.measurement.isTruncated)
    }

    /// The index of the span of `paragraph` whose text holds UTF-8 offset `byte` of the text
    /// laid out (the spans' shaped texts joined).
    private func spanIndex(atByte byte: Int, in paragraph: TextParagraph) -> Int {
        var start = 0
        for (index, span) in paragraph.spans.enumerated() {
            start += span.shapedText.utf8.count
            if byte < start { return index }
        }
        return max(0, paragraph.spans.count - 1)
    }

    /// For each UTF-8 offset into `text` (and its end), the UTF-16 offset of the character
    /// there: one pass, where asking offset by offset would walk the string for every glyph.
    private static func utf16Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count + 1)
        var utf16 = 0
        for scalar in text.unicodeScalars {
            offsets.append(contentsOf: repeatElement(utf16, count: UTF8.width(scalar)))
            utf16 += UTF16.width(scalar)
        }
        offsets.append(utf16)
        return offsets
    }

    /// Draws the part of a text item its selection names, the layout's top-left at (`x`, `y`):
    /// a whole line as Pango draws it with all its attributes, a run or some of its glyphs in
    /// the run's colour with its underline and strikethrough. (Attachments in the part are
    /// `attachmentPlacements(…, only:)`'s.)
    func drawSelection(_ selection: TextGlyphSelection, of cached: CachedLayout, x: Double, y: Double, in cr: OpaquePointer) {
        // Pango's renderer places everything in Pango units from the current point, which Cairo
        // keeps in fixed point; from the same point, parts land on the text's own pixels.
        cairo_move_to(cr, x, y)
        var origin = (x: 0.0, y: 0.0)
        cairo_get_current_point(cr, &origin.x, &origin.y)
        cairo_new_path(cr)
        forEachRun(in: cached.layout, { laidOut in
            guard selection.run != nil, laidOut.isSelected(by: selection), let glyphs = laidOut.glyphItem.pointee.glyphs,
                  let font = laidOut.glyphItem.pointee.item.pointee.analysis.font else { return }
            let count = Int(glyphs.pointee.num_glyphs)
            let range = (selection.glyphs ?? 0..<count).clamped(to: 0..<count)
            guard !range.isEmpty else { return }
            let itemOffset = Int(laidOut.glyphItem.pointee.item.pointee.offset)
            let span = cached.paragraph.spans[spanIndex(atByte: itemOffset, in: cached.paragraph)]
            var baseX = laidOut.x
            for index in 0..<range.lowerBound { baseX += glyphs.pointee.glyphs[index].geometry.width }
            let base = (x: baseX, y: laidOut.baseline - laidOut.glyphItem.pointee.y_offset)
            drawGlyphs(range, of: glyphs, font: font, base: base, origin: origin, color: span.color, in: cr)
            drawDecorations(of: span, glyphs: glyphs, range: range, font: font, base: base, origin: origin, in: cr)
        }, lineEnded: { line, extents, baseline in
            // A whole line is drawn by Pango's renderer, with every attribute as the text has it.
            guard selection.run == nil, line == selection.line,
                  let layoutLine = pango_layout_get_line_readonly(cached.layout, Int32(line)) else { return }
            cairo_move_to(cr, x + Double(extents.x) / pangoScale, y + Double(baseline) / pangoScale)
            pango_cairo_show_layout_line(cr, layoutLine)
            cairo_new_path(cr)
        })
    }

    /// Draws `range` of a run's glyphs, the first one's baseline origin `base` Pango units from
    /// `origin`, placed as Pango's Cairo renderer places them.
    ///
    /// Drawn with Cairo directly: `pango_cairo_show_glyph_string` goes through Pango's shared
    /// renderer, which keeps the alpha of the last layout it drew (a secondary label's 0.6)
    /// and would draw these glyphs with it.
    private func drawGlyphs(_ range: Range<Int>, of glyphs: UnsafeMutablePointer<PangoGlyphString>,
                            font: UnsafeMutablePointer<PangoFont>, base: (x: Int32, y: Int32), origin: (x: Double, y: Double),
                            color: RGBAColor, in cr: OpaquePointer) {
        guard let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return }
        var placed: [cairo_glyph_t] = []
        var position = base.x
        for index in range {
            let glyph = glyphs.pointee.glyphs[index]
            // An empty glyph (an attachment's, among others) draws nothing; an unknown one (no
            // font had the character) is left out rather than drawn as Pango's box of hex digits.
            if glyph.glyph != PANGO_GLYPH_EMPTY, glyph.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 {
                placed.append(cairo_glyph_t(index: UInt(glyph.glyph),
                                            x: origin.x + Double(position + glyph.geometry.x_offset) / pangoScale,
                                            y: origin.y + Double(base.y + glyph.geometry.y_offset) / pangoScale))
            }
            position += glyph.geometry.width
        }
        guard !placed.isEmpty else { return }
        cairo_set_scaled_font(cr, scaledFont)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_show_glyphs(cr, &placed, Int32(placed.count))
    }

    /// A span's underline and strikethrough under (through) `range` of a run's glyphs, as
    /// Pango's renderer draws a run's (`pango_renderer_draw_layout_line`): the underline from
    /// the glyphs' ink or logical box, whichever reaches further, the strikethrough across
    /// their ink, at the font's positions and thicknesses. `base` is the glyphs' baseline
    /// origin in Pango units from `origin`, the layout's top-left corner in fixed point.
    private func drawDecorations(of span: TextSpan, glyphs: UnsafeMutablePointer<PangoGlyphString>, range: Range<Int>,
                                 font: UnsafeMutablePointer<PangoFont>, base: (x: Int32, y: Int32),
                                 origin: (x: Double, y: Double), in cr: OpaquePointer) {
        guard span.underline != nil || span.strikethrough != nil, let metrics = pango_font_get_metrics(font, nil) else { return }
        defer { pango_font_metrics_unref(metrics) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_glyph_string_extents_range(glyphs, Int32(range.lowerBound), Int32(range.upperBound), font, &ink, &logical)
        func fill(_ color: RGBAColor, x: Int32, y: Int32, width: Int32, height: Int32) {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_rectangle(cr, origin.x + Double(x) / pangoScale, origin.y + Double(y) / pangoScale,
                            Double(width) / pangoScale, Double(height) / pangoScale)
            cairo_fill(cr)
        }
        if let color = span.underline {
            fill(color, x: base.x + min(ink.x, logical.x), y: base.y - pango_font_metrics_get_underline_position(metrics),
                 width: max(ink.width, logical.width), height: pango_font_metrics_get_underline_thickness(metrics))
        }
        if let color = span.strikethrough {
            fill(color, x: base.x + ink.x, y: base.y - pango_font_metrics_get_strikethrough_position(metrics),
                 width: ink.width, height: pango_font_metrics_get_strikethrough_thickness(metrics))
        }
    }

    /// The top-left corner of every attachment laid out in `layout` drawn at (`x`, `y`), or of
    /// those in the part `selection` names; attachments cut off by truncation are not in it.
    func attachmentPlacements(_ paragraph: TextParagraph, in layout: OpaquePointer, x: Double, y: Double,
                              only selection: TextGlyphSelection? = nil) -> [(origin: CGPoint, attachment: TextAttachment)] {
        var byByteIndex: [Int32: TextSpan] = [:]
        var offset = 0
        for span in paragraph.spans {
            if span.attachment != nil { byByteIndex[Int32(offset)] = span }
            offset += span.shapedText.utf8.count
        }
        guard !byByteIndex.isEmpty else { return [] }
        var placements: [(origin: CGPoint, attachment: TextAttachment)] = []
        forEachRun(in: layout) { laidOut in
            guard laidOut.isSelected(by: selection), let glyphs = laidOut.glyphItem.pointee.glyphs else { return }
            let baseline = Double(laidOut.baseline) / pangoScale
            let itemOffset = laidOut.glyphItem.pointee.item.pointee.offset
            let glyphRange = selection?.glyphs ?? 0..<Int(glyphs.pointee.num_glyphs)
            var glyphX = Double(laidOut.x)
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let byteIndex = itemOffset + glyphs.pointee.log_clusters[index]
                if glyphRange.contains(index), let span = byByteIndex[byteIndex], let attachment = span.attachment {
                    let origin = CGPoint(x: x + glyphX / pangoScale,
                                         y: y + baseline - attachment.ascent - span.baselineOffset)
                    placements.append((origin, attachment))
                }
                glyphX += Double(glyphs.pointee.glyphs[index].geometry.width)
            }
        }
        return placements
    }
}
