import CCairo
import Foundation
import RowRasterDisplay

/// Stacks learn a text's smallest size by proposing it a width of 0 (and their height), and
/// every new row's texts are asked so. At width 0 each character breaks onto a line of its own,
/// and Pango shapes the rest of the paragraph again at each break: measuring a short name whole
/// to see whether it overflows the height took about 130 shapings, most of a lazy list's first
/// frame. Lines before a break do not depend on the text after it, so a few characters that
/// already overflow the height prove the whole paragraph does, at the cost of those few.
extension PangoTextEngine {
    /// Whether `layout` (of `paragraph`, wrapped at `width`) is taller than `maxHeight`: proved
    /// from its first characters at width 0, else measured whole.
    func overflows(_ layout: OpaquePointer, of paragraph: TextParagraph, measuredAs original: TextParagraph,
                   width: CGFloat, maxHeight: CGFloat) -> Bool {
        if width <= 0, (paragraph.lineLimit ?? 0) <= 0 {
            let natural = self.layout(original, in: TextBox(wrapWidth: nil, maxHeight: nil)).measurement
            let lineHeight = natural.size.height / CGFloat(max(1, natural.lineCount))
            if zeroWidthPrefixOverflows(paragraph, width: width, maxHeight: maxHeight, lineHeight: lineHeight) { return true }
        }
        return Double(logicalRect(layout).height) / pangoScale > maxHeight + 0.001
    }

    /// Whether `paragraph`, wrapped at a width of 0 or less, is proved taller than `maxHeight`
    /// by its first characters (one more than the lines `maxHeight` holds, and one more again);
    /// false when they do not prove it, and the whole paragraph must be measured.
    func zeroWidthPrefixOverflows(_ paragraph: TextParagraph, width: CGFloat, maxHeight: CGFloat,
                                  lineHeight: CGFloat) -> Bool {
        guard width <= 0, lineHeight > 0, maxHeight.isFinite, maxHeight >= 0 else { return false }
        let lines = Int(min(maxHeight / lineHeight, 1_000)) + 2
        let text = paragraph.spans.map(\.shapedText).joined()
        // The byte where the character after the first `lines` non-space characters starts.
        var kept = 0, end: String.Index?
        for index in text.indices where !text[index].isWhitespace {
            if kept == lines { end = index; break }
            kept += 1
        }
        guard let end else { return false }
        let prefix = paragraph.keepingBytes(0..<text.utf8.distance(from: text.startIndex, to: end))
        let layout = unlimitedLayout(prefix, text: String(text[..<end]), width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Double(logicalRect(layout).height) / pangoScale > maxHeight + 0.001
    }
}
