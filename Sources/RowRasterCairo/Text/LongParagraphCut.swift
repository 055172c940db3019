import CCairo
import Foundation
import RowRasterDisplay

/// A truncated paragraph too long for Pango's coordinates, cut to what its lines can show.
///
/// Pango's line widths are 32-bit counts of 1/1024 point. Past 2²¹ points (about 230,000
/// characters of body text) they wrap around: Pango then takes the rest of the paragraph for one
/// line that fits, and truncating it (which lays the rest out as one line and elides from it)
/// comes back empty. SwiftUI still shows the first lines, truncated. So the two ends of a long
/// paragraph are wrapped on their own, and only the text that can reach the truncated lines is
/// kept: every line up to one past the last visible one (so the last visible line still
/// overflows and shows its ellipsis), and the paragraph's last two lines (what `.head` and
/// `.middle` truncation keep from the end). Truncation removes a run of characters inside the
/// dropped middle, so the lines drawn are those of the whole paragraph.
extension PangoTextEngine {
    /// Below this many UTF-8 bytes times points of the largest font size, the paragraph cannot
    /// reach 2²¹ points on one line: no glyph is wider than 4 em per byte of its text
    /// (ASCII letters are about 0.6 em a byte, CJK 0.33, the widest ligatures under 1.5).
    private static let cutThreshold = pangoMaximumPoints / 2 / 4

    /// Whether one line of the paragraph might be wider than Pango can measure.
    func mightExceedPangoRange(_ paragraph: TextParagraph) -> Bool {
        let largestSize = paragraph.spans.map(\.font.size).max() ?? 0
        let bytes = paragraph.spans.reduce(0) { $0 + $1.shapedText.utf8.count }
        return Double(bytes) * max(largestSize, 1) > Self.cutThreshold
    }

    /// The widest line of a layout in points, added up glyph by glyph in 64 bits: the layout's
    /// own extents are 32-bit and come back wrapped (or as 0) past 2²¹ points.
    func widestLineWidth(_ layout: OpaquePointer) -> Double {
        var widest = 0.0
        for index in 0..<pango_layout_get_line_count(layout) {
            var width = 0.0
            var node = pango_layout_get_line_readonly(layout, index)?.pointee.runs
            while let run = node {
                if let glyphs = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs {
                    for glyph in 0..<Int(glyphs.pointee.num_glyphs) {
                        width += Double(glyphs.pointee.glyphs[glyph].geometry.width)
                    }
                }
                node = run.pointee.next
            }
            widest = max(widest, width / pangoScale)
        }
        return widest
    }

    /// The paragraph, or when it is long and truncated, the part of it its lines can show.
    func cutForTruncation(_ paragraph: TextParagraph, in box: TextBox) -> TextParagraph {
        guard let width = box.wrapWidth, width.isFinite, width > 0,
              paragraph.lineLimit != nil || box.maxHeight != nil,
              mightExceedPangoRange(paragraph) else { return paragraph }
        let bytes = Array(paragraph.spans.map(\.shapedText).joined().utf8)
        // Pango cannot even wrap the whole paragraph (it takes the rest of a paragraph for one
        // line when its width overflows), so each end is wrapped on its own, a piece at a time
        // short enough to measure. Lines before a piece's last break as they do in the whole.
        let piece = Int(Self.cutThreshold / max(paragraph.spans.map(\.font.size).max() ?? 1, 1))
        let headEnd = Self.characterStart(in: bytes, atOrBefore: piece)
        let head = lineStarts(paragraph.keepingBytes(0..<headEnd), width: width)
        let visible = visibleLineCount(paragraph, box, lineHeights: head.heights)
        let tailFrom = Self.characterStart(in: bytes, atOrBefore: bytes.count - piece)
        let tail = lineStarts(paragraph.keepingBytes(tailFrom..<bytes.count), width: width).starts
        // Lines 0...visible (one more than shown, so the last shown still overflows), then the
        // last two lines, taken after the tail piece's first line (which began mid-line).
        guard visible + 1 < head.starts.count - 1, tail.count >= 3 else { return paragraph }
        let keptHead = head.starts[visible + 1], keptTail = tailFrom + tail[tail.count - 2]
        guard keptHead < keptTail else { return paragraph }
        return paragraph.keepingBytes(0..<keptHead, keptTail..<bytes.count)
    }

    /// Where each line of the paragraph wrapped at `width` starts (a byte index), and each
    /// line's bottom edge in points.
    private func lineStarts(_ paragraph: TextParagraph, width: CGFloat) -> (starts: [Int], heights: [Double]) {
        let layout = unlimitedLayout(paragraph, text: paragraph.spans.map(\.shapedText).joined(), width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var starts: [Int] = [], bottoms: [Double] = []
        guard let iterator = pango_layout_get_iter(layout) else { return ([], []) }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            starts.append(Int(pango_layout_iter_get_index(iterator)))
            bottoms.append(Double(extents.y + extents.height) / pangoScale)
        } while pango_layout_iter_next_line(iterator) != 0
        return (starts, bottoms)
    }

    /// The index of the first byte of the character holding byte `index` (0 below the start).
    private static func characterStart(in bytes: [UInt8], atOrBefore index: Int) -> Int {
        var start = min(max(0, index), bytes.count)
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// How many lines the limit or the height shows (at least one, as Text does), given the
    /// bottom edge of each line.
    private func visibleLineCount(_ paragraph: TextParagraph, _ box: TextBox, lineHeights bottoms: [Double]) -> Int {
        var visible = paragraph.lineLimit.map { max(1, $0) } ?? bottoms.count
        if let height = box.maxHeight, height.isFinite {
            visible = min(visible, max(1, bottoms.prefix { $0 <= height + 0.001 }.count))
        }
        return visible
    }
}

extension TextParagraph {
    /// The paragraph with only the given byte ranges of its shaped text, each span keeping its
    /// attributes over the bytes of it that remain. Ranges must fall on character boundaries.
    func keepingBytes(_ ranges: Range<Int>...) -> TextParagraph {
        var copy = self
        copy.spans = []
        var spanStart = 0
        for span in spans {
            let bytes = Array(span.shapedText.utf8)
            let spanRange = spanStart..<(spanStart + bytes.count)
            for range in ranges {
                let kept = range.clamped(to: spanRange)
                guard !kept.isEmpty else { continue }
                var piece = span
                piece.text = String(decoding: bytes[(kept.lowerBound - spanStart)..<(kept.upperBound - spanStart)], as: UTF8.self)
                copy.spans.append(piece)
            }
            spanStart = spanRange.upperBound
        }
        return copy
    }
}
