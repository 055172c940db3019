/// Effects that change how a view is drawn, but not its layout, made from the view's geometry:
/// what `visualEffect(_:)` builds, as SwiftUI's `VisualEffect`.
///
/// Each member is the view modifier of the same name (`offset`, `scaleEffect`, `blur`, …)
/// applied to the view in the order written. Shader effects (`colorEffect`, `distortionEffect`,
/// `layerEffect`) need Metal and are not offered.
public protocol VisualEffect: Sendable {}

/// The effect `visualEffect`'s closure starts from: nothing changed.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A sequence of effects, each the view modifier it is named after.
public struct _VisualEffectChain: VisualEffect {
    /// The view modifiers, innermost first, applied to a view that stands for the content.
    let steps: [@MainActor @Sendable (AnyView) -> AnyView]
}

extension VisualEffect {
    private func then(_ step: @escaping @MainActor @Sendable (AnyView) -> AnyView) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? _VisualEffectChain)?.steps ?? []) + [step])
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { then { AnyView($0.offset(offset)) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { then { AnyView($0.projectionEffect(transform)) } }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then { AnyView($0.transformEffect(transform)) } }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then { AnyView($0.blur(radius: radius, opaque: opaque)) } }
    public func brightness(_ amount: Double) -> some VisualEffect { then { AnyView($0.brightness(amount)) } }
    public func contrast(_ amount: Double) -> some VisualEffect { then { AnyView($0.contrast(amount)) } }
    public func grayscale(_ amount: Double) -> some VisualEffect { then { AnyView($0.grayscale(amount)) } }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { AnyView($0.hueRotation(angle)) } }
    public func saturation(_ amount: Double) -> some VisualEffect { then { AnyView($0.saturation(amount)) } }
    public func opacity(_ opacity: Double) -> some VisualEffect { then { AnyView($0.opacity(opacity)) } }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        then { AnyView($0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)) }
    }
}

extension View {
    /// Draws the view with effects made from its geometry (its size, its frame in any
    /// coordinate space), without changing its layout: the effects are applied once the view
    /// is placed, to the view as laid out.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { proxy in effect(EmptyVisualEffect(), proxy) })
    }
}

struct _VisualEffectModifier: NodeWrappingModifier {
    let effect: @MainActor (GeometryProxy) -> any VisualEffect

    func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        // Once placed, the effect's modifiers wrap the content's node, and the wrapped node is
        // placed where the content is.
        let effect = self.effect
        let buildContext = context.child(4)
        return PlacedEffectNode(name: "visualEffect", child: node) { child, frame, placement in
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: placement.namedSpaces)
            let steps = (effect(proxy) as? _VisualEffectChain)?.steps ?? []
            let view = steps.reduce(AnyView(_PlacedContent(node: child))) { view, step in step(view) }
            let nodes = buildContext.graph.makeNodes(view, in: buildContext)
            // Every step wraps the one node it is given, so one node comes back.
            return nodes.count == 1 ? nodes[0] : child
        }
    }
}

/// The laid-out content of a `visualEffect`, standing in for it in the effect's modifiers.
private struct _PlacedContent: View, PrimitiveView {
    let node: RenderNode
    var body: Never { bodyError() }
    func makeNodes(in context: BuildContext) -> [RenderNode] { [node] }
}
