/// A visual effect over the child's drawing (opacity, clipping, compositing): layout is the
/// child's, and the child's display items are wrapped in one group.
package final class EffectNode: WrapperNode {
    package enum Effect {
        case opacity(Double)
        /// A shape resolved against the node's frame when it is drawn.
        case clip(any Shape, FillStyle)
        case compositingGroup
        case drawingGroup(opaque: Bool)
        case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat, opaque: Bool)
        case blend(BlendOperator)
        case colorMatrix(ColorMatrix)

        var name: String {
            switch self {
            case .opacity: return "opacity"
            case .clip: return "clip"
            case .compositingGroup: return "compositingGroup"
            case .drawingGroup: return "drawingGroup"
            case .shadow: return "shadow"
            case .blur: return "blur"
            case .blend: return "blendMode"
            case .colorMatrix: return "colorEffect"
            }
        }
    }

    let effect: Effect
    /// The container shape around the node where it was placed, for a `ContainerRelativeShape` clip.
    private var container: ContainerShapeContext?

    package init(effect: Effect, child: RenderNode) {
        self.effect = effect
        super.init(name: effect.name, child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        container = placement.containerShape
        super.placeChildren(in: frame, proposal: proposal, with: placement)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        let displayEffect: DisplayEffect
        switch effect {
        case .opacity(let value):
            if value >= 1 { child.emit(into: &builder, with: emission); return }
            if value <= 0 { return }
            displayEffect = .opacity(value)
        case .clip(let shape, let style):
            let path = shape.placedPath(in: frame, container: container)
            guard path.isFinite else { return }
            displayEffect = .clip(path, style)
        case .compositingGroup:
            displayEffect = .compositingGroup
        case .drawingGroup(let opaque):
            // The group's items are kept in its own coordinates, placed by a transform, so the
            // raster cache recognises the same content wherever it is drawn.
            var inner = DisplayListBuilder()
            child.emit(into: &inner, with: emission.withoutCulling)
            guard !inner.items.isEmpty else { return }
            let local = inner.list.translated(dx: -frame.minX, dy: -frame.minY)
            builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                                  [.group(.drawingGroup(opaque: opaque), local.items)]))
            return
        case .shadow(let color, let radius, let offset):
            displayEffect = .shadow(color: color, radius: radius, offset: offset)
        case .blur(let radius, let opaque):
            if radius <= 0 { child.emit(into: &builder, with: emission); return }
            displayEffect = .blur(radius: radius, opaque: opaque)
        case .blend(let mode):
            if mode == .normal { child.emit(into: &builder, with: emission); return }
            displayEffect = .blend(mode)
        case .colorMatrix(let matrix):
            if matrix == .identity { child.emit(into: &builder, with: emission); return }
            displayEffect = .colorMatrix(matrix)
        }
        builder.group(displayEffect) { child.emit(into: &$0, with: emission) }
    }

    package override var dumpDetail: String {
        if case .opacity(let value) = effect { return "(\(compactNumber(value)))" }
        return ""
    }
}
