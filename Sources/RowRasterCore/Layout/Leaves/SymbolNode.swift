import Foundation

/// An `Image(systemName:)` of a covered symbol: a vector drawing sized by the font (as tall as
/// a line of text in it, times the image scale), drawn in its layers' styles. Unknown names
/// never get here: they become an empty leaf and a warning (see `Image.makeNodes`).
package final class SymbolNode: RenderNode {
    let symbolName: String
    let drawing: SymbolDrawing
    let metrics: SymbolMetrics
    let weight: Font.Weight
    let paint: SymbolPaint
    let isResizable: Bool
    /// The colour of the placeholder box drawn instead of the symbol when it is redacted.
    package var redactionColor: RGBAColor?

    package init(name: String, drawing: SymbolDrawing, metrics: SymbolMetrics, weight: Font.Weight, paint: SymbolPaint,
         isResizable: Bool, context: LayoutContext) {
        symbolName = name
        self.drawing = drawing
        self.metrics = metrics
        self.weight = weight
        self.paint = paint
        self.isResizable = isResizable
        super.init(name: "Symbol", context: context)
    }

    var naturalSize: CGSize { metrics.size(of: drawing) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        let size = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        return CGSize(width: size.width.isFinite ? size.width : naturalSize.width,
                      height: size.height.isFinite ? size.height : naturalSize.height)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        guard guide.isFirstBaseline || guide.isLastBaseline else { return nil }
        let height = sizeThatFits(proposal).height
        return isResizable ? height * SymbolMetrics.baselineFraction : metrics.baseline
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        if let redactionColor {
            if let box = RedactionPlaceholder.imageItem(in: frame, color: redactionColor) { builder.append(box) }
            return
        }
        for item in Self.items(for: drawing, in: frame, weight: weight, paint: paint) {
            builder.append(item)
        }
    }

    /// The display items of a symbol drawn in one style (monochrome).
    static func items(for drawing: SymbolDrawing, in rect: CGRect, weight: Font.Weight, style: ResolvedStyle) -> [DisplayItem] {
        items(for: drawing, in: rect, weight: weight, paint: .monochrome(style))
    }

    /// The display items of a symbol drawn into `rect`, keeping its proportions, centred.
    package static func items(for drawing: SymbolDrawing, in rect: CGRect, weight: Font.Weight, paint: SymbolPaint) -> [DisplayItem] {
        let designSize = CGSize(width: drawing.width, height: SymbolDrawing.designHeight)
        let scale = min(rect.width / designSize.width, rect.height / designSize.height)
        let origin = CGPoint(x: rect.midX - designSize.width * scale / 2, y: rect.midY - designSize.height * scale / 2)
        let transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        let paints = (0...2).map { paint.style(for: SymbolLayer(rawValue: $0) ?? .primary).paint(in: rect) }
        let stroke = StrokeStyle(lineWidth: SymbolDrawing.strokeWidth(for: weight) * scale, lineCap: .round, lineJoin: .round)
        var items: [DisplayItem] = []
        for (layer, part) in drawing.layeredParts {
            let layerPaint = paints[layer.rawValue]
            switch part {
            case .fill(let path, let evenOdd):
                items.append(.fill(path.applying(transform), layerPaint, FillStyle(eoFill: evenOdd)))
            case .stroke(let path):
                items.append(.stroke(path.applying(transform), layerPaint, stroke))
            case .knockoutFill(let path), .knockoutEvenOddFill(let path):
                let rule = FillStyle(eoFill: { if case .knockoutEvenOddFill = part { true } else { false } }())
                items.append(.group(.blend(.destinationOut), [.fill(path.applying(transform), .color(.black), rule)]))
                if paint.paintsKnockouts { items.append(.fill(path.applying(transform), layerPaint, rule)) }
            case .knockoutStroke(let path):
                items.append(.group(.blend(.destinationOut), [.stroke(path.applying(transform), .color(.black), stroke)]))
                if paint.paintsKnockouts { items.append(.stroke(path.applying(transform), layerPaint, stroke)) }
            case .cut(let path):
                guard part.removesPixels else { continue }
                items.append(.group(.blend(.destinationOut), [.fill(path.applying(transform), .color(.black), FillStyle())]))
            }
        }
        // Knockouts cut only the symbol's own pixels: composite it as one layer first.
        let symbol = drawing.parts.contains(where: \.removesPixels) ? [.group(.compositingGroup, items)] : items
        // The primary layer's style finishes the whole symbol (a monochrome symbol has no
        // other): an image paint tiles through it, shadows and blend modes finish it.
        return paint.style(for: .primary).finishing(symbol, origin: rect.origin)
    }

    package override var dumpDetail: String { "\"\(symbolName)\"" }
}

/// A symbol's size and baseline for a font: a medium symbol is 1.2 × the point size tall,
/// about a line of text, with its baseline 0.8 of the way down, so its centre sits on the
/// text's cap-height midline (0.36 × the point size above the baseline). Small and large
/// symbols (`imageScale`) scale about that midline, as SF Symbols do beside text.
package struct SymbolMetrics: Hashable, Sendable {
    static let heightPerPoint: CGFloat = 1.2
    static let baselineFraction: CGFloat = 0.8

    let pointSize: CGFloat
    let scale: Image.Scale

    package init(pointSize: CGFloat, scale: Image.Scale) {
        self.pointSize = pointSize
        self.scale = scale
    }

    var height: CGFloat { pointSize * Self.heightPerPoint * scale.factor }

    /// Distance from the symbol's top down to the text baseline it stands on.
    package var baseline: CGFloat {
        let midlineAboveBaseline = pointSize * Self.heightPerPoint * (Self.baselineFraction - 0.5)
        return height / 2 + midlineAboveBaseline
    }

    package func size(of drawing: SymbolDrawing) -> CGSize {
        CGSize(width: drawing.width / SymbolDrawing.designHeight * height, height: height)
    }
}

/// A symbol resolved against an environment: its name after the symbol variant, what the
/// name looks up to, and the paint of its layers.
package struct ResolvedSymbol {
    let name: String
    let lookup: SymbolLookup
    package let paint: SymbolPaint

    package init(name requested: String, renderingMode: SymbolRenderingMode?, environment: EnvironmentValues) {
        name = SymbolCatalog.resolvedName(requested, variants: environment.symbolVariants)
        lookup = SymbolCatalog.lookup(name)
        var environment = environment
        if let renderingMode { environment.symbolRenderingMode = renderingMode }
        paint = SymbolPaint.resolve(name: name, in: environment)
    }

    package var drawing: SymbolDrawing? {
        if case .drawing(let drawing) = lookup { return drawing }
        return nil
    }

    /// The warning when the symbol drew nothing.
    package var warning: RenderWarning? { SymbolCatalog.warning(for: name, lookup) }

    /// The weight strokes take: the font's, or its text style's default.
    static func weight(of font: Font) -> Font.Weight {
        font.weightValue ?? {
            if case .textStyle(let textStyle) = font.base { return textStyle.defaultWeight }
            return .regular
        }()
    }
}
