import Foundation

/// An `Image(systemName:)`: a vector symbol sized by the font (as tall as a line of text in
/// it), drawn in the foreground style. Unknown names draw a visible placeholder, reported once.
final class SymbolNode: RenderNode {
    let symbolName: String
    let drawing: SymbolDrawing?
    let pointSize: CGFloat
    let weight: Font.Weight
    let style: ResolvedStyle
    let isResizable: Bool

    /// A symbol is 1.2 × the font size tall, about a line of text; its baseline sits 0.8 of
    /// the way down, so symbols align with text on `.firstTextBaseline`.
    static let heightPerPoint: CGFloat = 1.2
    static let baselineFraction: CGFloat = 0.8

    init(name: String, font: Font, dynamicTypeSize: DynamicTypeSize, style: ResolvedStyle, isResizable: Bool, context: LayoutContext) {
        symbolName = name
        drawing = SymbolCatalog.drawing(named: name)
        pointSize = font.pointSize(at: dynamicTypeSize)
        weight = font.weightValue ?? {
            if case .textStyle(let textStyle) = font.base { return textStyle.defaultWeight }
            return .regular
        }()
        self.style = style
        self.isResizable = isResizable
        super.init(name: "Symbol", context: context)
        if drawing == nil { SymbolCatalog.reportUnknown(name) }
    }

    var naturalSize: CGSize {
        let height = pointSize * Self.heightPerPoint
        let width = (drawing?.width ?? 100) / SymbolDrawing.designHeight * height
        return CGSize(width: width, height: height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        let size = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        return CGSize(width: size.width.isFinite ? size.width : naturalSize.width,
                      height: size.height.isFinite ? size.height : naturalSize.height)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        guard guide.isFirstBaseline || guide.isLastBaseline else { return nil }
        return sizeThatFits(proposal).height * Self.baselineFraction
    }

    override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        for item in Self.items(for: drawing ?? SymbolCatalog.placeholder, in: frame, weight: weight, style: style) {
            builder.append(item)
        }
    }

    /// The display items of a symbol drawn into `rect`, keeping its proportions, centred.
    static func items(for drawing: SymbolDrawing, in rect: CGRect, weight: Font.Weight, style: ResolvedStyle) -> [DisplayItem] {
        let designSize = CGSize(width: drawing.width, height: SymbolDrawing.designHeight)
        let scale = min(rect.width / designSize.width, rect.height / designSize.height)
        let origin = CGPoint(x: rect.midX - designSize.width * scale / 2, y: rect.midY - designSize.height * scale / 2)
        let transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        let paint = style.paint(in: rect)
        let stroke = StrokeStyle(lineWidth: SymbolDrawing.strokeWidth(for: weight) * scale, lineCap: .round, lineJoin: .round)
        var items: [DisplayItem] = []
        for part in drawing.parts {
            switch part {
            case .fill(let path, let evenOdd):
                items.append(.fill(path.applying(transform), paint, FillStyle(eoFill: evenOdd)))
            case .stroke(let path):
                items.append(.stroke(path.applying(transform), paint, stroke))
            case .knockoutFill(let path):
                items.append(.group(.blend(.destinationOut), [.fill(path.applying(transform), .color(.black), FillStyle())]))
            case .knockoutStroke(let path):
                items.append(.group(.blend(.destinationOut), [.stroke(path.applying(transform), .color(.black), stroke)]))
            }
        }
        // Knockouts cut only the symbol's own pixels: composite it as one layer first.
        return drawing.parts.contains(where: \.isKnockout) ? [.group(.compositingGroup, items)] : items
    }

    override var dumpDetail: String { "\"\(symbolName)\"\(drawing == nil ? " unknown" : "")" }
}
