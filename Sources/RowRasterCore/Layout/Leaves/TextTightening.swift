/// `allowsTightening(true)`: before a line is cut with an ellipsis, the space between its
/// characters is tightened until it fits, within a limit.
///
/// SwiftUI sets the paragraph's `allowsDefaultTighteningForTruncation`, and the text system
/// then asks Core Text to squeeze the line; how far it may go is not published. RowRaster uses
/// the text system's documented default threshold (AppKit's `tighteningFactorForTruncation`,
/// 0.05): a line at most 5 % wider than its space is tightened to fit, a longer one is
/// truncated as before. Only text that truncates on a single line is tightened, since the
/// text system tightens the line it would cut, not the paragraph.
enum TextTightening {
    /// How much wider than its space a line may be and still be tightened to fit.
    static let threshold = 0.05

    /// The paragraph with its characters moved closer together so that it fits `box` on one
    /// line, or nil when it cannot within the threshold. `measure` lays a paragraph out.
    static func tightened(_ paragraph: TextParagraph, in box: TextBox,
                          measure: (TextParagraph, TextBox) -> TextMeasurement) -> (TextParagraph, TextMeasurement)? {
        guard let available = box.wrapWidth, available > 0 else { return nil }
        let natural = measure(paragraph, TextBox(wrapWidth: nil, maxHeight: nil))
        guard natural.lineCount == 1, natural.size.width > available,
              natural.size.width <= available * (1 + threshold) else { return nil }
        let characters = paragraph.spans.reduce(0) { $0 + $1.text.count }
        guard characters > 1 else { return nil }
        // The squeeze spread over the gaps between characters; a little more if rounding in
        // shaping leaves the line a hair too wide, never past the threshold.
        let excess = natural.size.width - available
        let limit = natural.size.width - natural.size.width / (1 + threshold)
        for squeeze in [excess, excess * 1.02 + 0.01, max(excess, limit)] where squeeze <= limit + 1e-9 {
            let candidate = paragraph.tracked(by: -squeeze / Double(characters - 1))
            let measurement = measure(candidate, box)
            if !measurement.isTruncated { return (candidate, measurement) }
        }
        return nil
    }
}

extension TextParagraph {
    /// The paragraph with `points` more space after each character (less when negative).
    func tracked(by points: Double) -> TextParagraph {
        var copy = self
        for index in copy.spans.indices { copy.spans[index].kerning += points }
        return copy
    }
}
