import CCairo
import Foundation
import RowRasterDisplay

/// Stacks learn a text's smallest size by proposing it a width of 0 (and their height), and
/// every new row's texts are asked so. At width 0 each character breaks onto a line of its own,
/// and Pango shapes the rest of the paragraph again at each break: measuring a short name whole
/// to see whether it overflows the height took about 130 shapings, most of a lazy list's first
/// frame. Lines before a break do not depend on the text after it, so a few characters that
/// already overflow the height prove the whole paragraph does, at the cost of those few; and
/// their layout, cut to the height, is the one measured and drawn, since the last line shown is
/// an ellipsis at width 0 whatever text follows it.
extension PangoTextEngine {
    /// Whether a layout is taller than the height it is given, and how that was learned.
    enum HeightOverflow: Equatable {
        case fits
        /// Measured on the whole paragraph.
        case overflows
        /// Proved by the paragraph's first characters at width 0, for tail truncation: their
        /// layout (owned by the caller), whose lines shown within the height are the whole
        /// paragraph's, since lines before a break do not depend on the text after it and the
        /// last line shown is cut to an ellipsis at width 0 whatever follows.
        case provedByPrefix(OpaquePointer)
    }

    /// Whether `layout` (of `paragraph`, wrapped at `width`) is taller than `maxHeight`: proved
    /// from its first characters at width 0, else measured whole.
    func overflow(of layout: OpaquePointer, paragraph: TextParagraph, measuredAs original: TextParagraph,
                  width: CGFloat, maxHeight: CGFloat) -> HeightOverflow {
        if width <= 0, (paragraph.lineLimit ?? 0) <= 0 {
            let natural = self.layout(original, in: TextBox(wrapWidth: nil, maxHeight: nil)).measurement
            let lineHeight = natural.size.height / CGFloat(max(1, natural.lineCount))
            if let prefix = zeroWidthPrefixOverflowing(paragraph, width: width, maxHeight: maxHeight, lineHeight: lineHeight) {
                // Head and middle truncation keep text from the paragraph's end, which the
                // prefix does not have: only a tail ellipsis is the prefix's to show.
                guard paragraph.truncation == .tail else {
                    g_object_unref(UnsafeMutableRawPointer(prefix))
                    return .overflows
                }
                return .provedByPrefix(prefix)
            }
        }
        return Double(logicalRect(layout).height) / pangoScale > maxHeight + 0.001 ? .overflows : .fits
    }

    /// The layout of `paragraph`'s first characters (one more than the lines `maxHeight` holds,
    /// and one more again) wrapped at a width of 0 or less, when it proves the paragraph taller
    /// than `maxHeight`; nil when it does not, and the whole paragraph must be measured.
    func zeroWidthPrefixOverflowing(_ paragraph: TextParagraph, width: CGFloat, maxHeight: CGFloat,
                                    lineHeight: CGFloat) -> OpaquePointer? {
        guard width <= 0, lineHeight > 0, maxHeight.isFinite, maxHeight >= 0 else { return nil }
        let lines = Int(min(maxHeight / lineHeight, 1_000)) + 2
        let text = paragraph.spans.map(\.shapedText).joined()
        // The byte where the character after the first `lines` non-space characters starts.
        var kept = 0, end: String.Index?
        for index in text.indices where !text[index].isWhitespace {
            if kept == lines { end = index; break }
            kept += 1
        }
        guard let end else { return nil }
        let prefix = paragraph.keepingBytes(0..<text.utf8.distance(from: text.startIndex, to: end))
        let layout = unlimitedLayout(prefix, text: String(text[..<end]), width: width)
        guard Double(logicalRect(layout).height) / pangoScale > maxHeight + 0.001 else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return nil
        }
        return layout
    }
}
