/// A shape filled or stroked with a resolved paint (also what `Color` views are).
package final class ShapeNode: RenderNode {
    package enum Drawing {
        case fill(ResolvedStyle, FillStyle)
        case stroke(ResolvedStyle, StrokeStyle, antialiased: Bool = true)
    }

    let shape: any Shape
    package let drawing: Drawing
    /// The container shape around the node where it was placed, for a `ContainerRelativeShape`.
    private var container: ContainerShapeContext?

    package init(shape: any Shape, drawing: Drawing, name: String, context: LayoutContext) {
        self.shape = shape
        self.drawing = drawing
        super.init(name: name, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        container = placement.containerShape
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        let path = shape.placedPath(in: frame, container: container)
        guard !path.isEmpty else { return }
        guard path.isFinite else {
            context.report(.invalidPathPoint(in: name))
            return
        }
        switch drawing {
        case .fill(.material(let look), let style):
            for item in look.items(filling: path, style: style) { builder.append(item) }
        case .fill(let paint, let style):
            guard !paint.isInvisible else { return }
            builder.append(.fill(path, paint.paint(in: frame), style))
        case .stroke(let paint, let style, let antialiased):
            guard !style.lineWidth.isNaN else { return context.report(.invalidLineWidth(style.lineWidth, in: name)) }
            guard !paint.isInvisible, style.lineWidth > 0 else { return }
            let stroke = DisplayItem.stroke(path, paint.paint(in: frame), style)
            builder.append(antialiased ? stroke : .group(.aliasedStrokes, [stroke]))
        }
    }

    package override var dumpDetail: String {
        switch drawing {
        case .fill(let paint, _): return DisplayListDumper.describe(paint.paint(in: frame))
        case .stroke(let paint, let style, _): return "stroke \(DisplayListDumper.describe(paint.paint(in: frame))) \(compactNumber(style.lineWidth))"
        }
    }
}
