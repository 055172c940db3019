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
        let drawn: [DisplayItem]
        let style: ResolvedStyle
        switch drawing {
        case .fill(let paint, let fillStyle):
            style = paint
            switch paint.undecorated {
            case .material(let look):
                drawn = look.items(filling: path, style: fillStyle)
            case let plain:
                guard !plain.isInvisible else { return }
                drawn = [.fill(path, plain.paint(in: frame), fillStyle)]
            }
        case .stroke(let paint, let strokeStyle, let antialiased):
            guard !strokeStyle.lineWidth.isNaN else { return context.report(.invalidLineWidth(strokeStyle.lineWidth, in: name)) }
            guard !paint.isInvisible, strokeStyle.lineWidth > 0 else { return }
            style = paint
            let stroke = DisplayItem.stroke(path, paint.paint(in: frame), strokeStyle)
            drawn = [antialiased ? stroke : .group(.aliasedStrokes, [stroke])]
        }
        // An image paint tiles through what was drawn; shadows and blend modes finish it.
        for item in style.finishing(drawn, origin: frame.origin) { builder.append(item) }
    }

    package override var dumpDetail: String {
        switch drawing {
        case .fill(let paint, _): return DisplayListDumper.describe(paint.paint(in: frame))
        case .stroke(let paint, let style, _): return "stroke \(DisplayListDumper.describe(paint.paint(in: frame))) \(compactNumber(style.lineWidth))"
        }
    }
}
