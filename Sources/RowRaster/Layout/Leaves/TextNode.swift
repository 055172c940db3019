/// Text laid out by the backend's text service: it wraps to a concrete proposed width, takes
/// one line per paragraph when the width is unspecified (its ideal size), and shows only the
/// lines that fit a concrete height (never fewer than one).
final class TextNode: RenderNode {
    let paragraph: TextParagraph
    /// A gradient the glyphs are filled with instead of their runs' colours.
    let fill: ResolvedStyle?

    init(paragraph: TextParagraph, fill: ResolvedStyle? = nil, context: LayoutContext) {
        self.paragraph = paragraph
        self.fill = fill
        super.init(name: "Text", context: context)
    }

    func box(for proposal: ProposedViewSize) -> TextBox {
        TextBox(wrapWidth: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                maxHeight: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    func measurement(for proposal: ProposedViewSize) -> TextMeasurement {
        do {
            return try context.textMeasurer.measure(paragraph, in: box(for: proposal))
        } catch let error as RenderError {
            context.report(error)
        } catch {
            context.report(.cairo("\(error)"))
        }
        return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        measurement(for: proposal).size
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        if guide.isFirstBaseline { return measurement(for: proposal).firstBaseline }
        if guide.isLastBaseline { return measurement(for: proposal).lastBaseline }
        return nil
    }

    override func emit(into builder: inout DisplayListBuilder) {
        guard !paragraph.string.isEmpty, frame.width > 0 else { return }
        builder.append(.text(TextItem(paragraph: paragraph, box: box(for: placedProposal),
                                      origin: frame.origin, size: frame.size, fill: fill?.paint(in: frame))))
    }

    override var dumpDetail: String {
        "\"\(paragraph.string)\" \(paragraph.spans.first.map { "\($0.font.families[0]) \(compactNumber($0.font.size)) w\($0.font.weight) \($0.color.hexDescription)" } ?? "")"
    }
}
