/// Text laid out by the backend's text service: it wraps to a concrete proposed width, takes
/// one line per paragraph when the width is unspecified (its ideal size), and shows only the
/// lines that fit a concrete height (never fewer than one). With a minimum scale factor below
/// 1, text that would be truncated is first shrunk, down to that factor.
package final class TextNode: RenderNode {
    let paragraph: TextParagraph
    /// A gradient the glyphs are filled with instead of their runs' colours.
    let fill: ResolvedStyle?
    let minimumScaleFactor: CGFloat
    /// Whether a line that would be cut may first be tightened (`allowsTightening`).
    let allowsTightening: Bool
    /// The least number of lines the text is as tall as (`lineLimit(2...)`), nil for its own.
    let reservedLineCount: Int?
    /// Whether the text is redacted: drawn as one placeholder bar per line instead of glyphs.
    let isRedacted: Bool
    /// The text renderer that sizes and draws the text instead of it, if any.
    let renderer: Renderer?
    /// The sets of `customAttribute(_:)` values the paragraph's spans refer to by index.
    let customAttributes: [[AnyHashable]]
    private var fitted: [ProposedViewSize: (TextParagraph, TextMeasurement)] = [:]

    init(paragraph: TextParagraph, fill: ResolvedStyle? = nil, minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false,
         reservedLineCount: Int? = nil, isRedacted: Bool = false, customAttributes: [[AnyHashable]] = [],
         renderer: Renderer? = nil, context: LayoutContext) {
        self.renderer = renderer
        self.customAttributes = customAttributes
        self.allowsTightening = allowsTightening
        self.paragraph = paragraph
        self.reservedLineCount = reservedLineCount.flatMap { $0 > 1 ? $0 : nil }
        self.fill = fill
        self.minimumScaleFactor = minimumScaleFactor
        self.isRedacted = isRedacted
        super.init(name: "Text", context: context)
    }

    func box(for proposal: ProposedViewSize) -> TextBox {
        TextBox(wrapWidth: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                maxHeight: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    private func measure(_ paragraph: TextParagraph, _ box: TextBox) -> TextMeasurement {
        do throws(RenderError) {
            return try context.textMeasurer.measure(paragraph, in: box)
        } catch {
            context.report(error)
        }
        return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }

    /// The laid-out lines a redacted text draws as bars (none when the text cannot be laid out,
    /// which `measure` has already reported).
    private func lineMetrics(_ paragraph: TextParagraph, _ box: TextBox) -> [TextLineMetrics] {
        (try? context.textMeasurer.lineMetrics(paragraph, in: box)) ?? []
    }

    /// The paragraph as drawn for `proposal` (shrunk if it had to be) and its measurement.
    func fit(for proposal: ProposedViewSize) -> (TextParagraph, TextMeasurement) {
        if let cached = fitted[proposal] { return cached }
        let box = box(for: proposal)
        var result = (paragraph, measure(paragraph, box))
        // The text system tightens a line before it shrinks the font or cuts the line.
        if allowsTightening, result.1.isTruncated,
           let tightened = TextTightening.tightened(paragraph, in: box, measure: { measure($0, $1) }) {
            result = tightened
        }
        if minimumScaleFactor < 1, result.1.isTruncated {
            // The largest scale that fits, to 1/64 of the range, by bisection.
            var low = Double(minimumScaleFactor), high = 1.0
            var best = (paragraph.scaled(by: low), measure(paragraph.scaled(by: low), box))
            if !best.1.isTruncated {
                for _ in 0..<6 {
                    let middle = (low + high) / 2
                    let candidate = paragraph.scaled(by: middle)
                    let measurement = measure(candidate, box)
                    if measurement.isTruncated { high = middle } else { low = middle; best = (candidate, measurement) }
                }
            }
            result = best
        }
        if let reserved = reservedHeight(for: result.0, in: box), reserved > result.1.size.height {
            result.1.size.height = reserved
        }
        fitted[proposal] = result
        return result
    }

    /// The height of `reservedLineCount` lines of `paragraph` in `box`: one line's height and
    /// the step from one baseline to the next, measured once each, so a huge count costs no
    /// more than two; never more lines than fit the box's height (one at least).
    private func reservedHeight(for paragraph: TextParagraph, in box: TextBox) -> CGFloat? {
        guard let count = reservedLineCount, !paragraph.spans.isEmpty else { return nil }
        let unbounded = TextBox(wrapWidth: nil, maxHeight: nil)
        let one = measure(paragraph.reservation(lines: 1), unbounded).size.height
        let step = measure(paragraph.reservation(lines: 2), unbounded).size.height - one
        guard one.isFinite, step.isFinite, step > 0 else { return nil }
        var lines = CGFloat(count)
        if let maxHeight = box.maxHeight, one + (lines - 1) * step > maxHeight {
            lines = max(1, ((maxHeight - one) / step).rounded(.down) + 1)
        }
        return one + (lines - 1) * step
    }

    /// The measured size with its height rounded up to whole pixels, as SwiftUI sizes text: one
    /// line of 17-point body text is 20.29 points, 61 pixels at @3x (20.33 points), two lines 122.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let renderer else { return textSize(proposal) }
        return renderer.rendering.sizeThatFits(proposal, measure: textSize)
    }

    /// The size the text takes on its own.
    private func textSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = fit(for: proposal).1.size
        let scale = context.displayScale
        guard scale.isFinite, scale > 0, size.height.isFinite else { return size }
        // A hair of tolerance, so a height already on the grid (to rounding error) stays there.
        return CGSize(width: size.width, height: ((size.height * scale) - 1e-6).rounded(.up) / scale)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        if guide.isFirstBaseline { return fit(for: proposal).1.firstBaseline }
        if guide.isLastBaseline { return fit(for: proposal).1.lastBaseline }
        return nil
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard !paragraph.string.isEmpty, frame.width > 0 else { return }
        if isRedacted {
            let drawn = fit(for: placedProposal).0
            let color = fill?.representativeColor ?? drawn.spans.first?.color ?? .black
            for item in RedactionPlaceholder.textItems(lineMetrics(drawn, box(for: placedProposal)), at: frame.origin, color: color) {
                builder.append(item)
            }
            return
        }
        if let renderer {
            return emitRendered(by: renderer, into: &builder)
        }
        let text = DisplayItem.text(TextItem(paragraph: fit(for: placedProposal).0, box: box(for: placedProposal),
                                             origin: frame.origin, size: frame.size, fill: fill?.paint(in: frame)))
        // An image paint tiles through the glyphs; shadows and blend modes finish them.
        guard let fill else { return builder.append(text) }
        for item in fill.finishing([text], origin: frame.origin) { builder.append(item) }
    }

    package override var dumpDetail: String {
        let (drawn, measurement) = fit(for: placedProposal)
        let font = drawn.spans.first.map { "\($0.font.families[0]) \(compactNumber($0.font.size)) w\($0.font.weight) \($0.color.hexDescription)" } ?? ""
        return "\"\(paragraph.string.escapedForDump)\" \(font) baseline \(compactNumber(measurement.firstBaseline))"
    }
}
