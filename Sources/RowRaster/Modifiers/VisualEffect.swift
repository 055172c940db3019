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
    /// One effect: its parameters as numbers, so two chains of the same effects can be mixed
    /// (what an interactive scroll transition draws between its phases), and how to apply them.
    struct Step: Sendable {
        let kind: String
        let values: [Double]
        let apply: @MainActor @Sendable ([Double], AnyView) -> AnyView
    }

    /// The effects, innermost first, applied to a view that stands for the content.
    let steps: [Step]

    static let empty = _VisualEffectChain(steps: [])

    /// This chain moved `amount` of the way towards `other`, parameter by parameter; nil when
    /// the two are not the same effects in the same order.
    func interpolated(towards other: _VisualEffectChain, amount: Double) -> _VisualEffectChain? {
        guard steps.map(\.kind) == other.steps.map(\.kind) else { return nil }
        return _VisualEffectChain(steps: zip(steps, other.steps).map { mine, theirs in
            Step(kind: mine.kind, values: zip(mine.values, theirs.values).map { $0 + ($1 - $0) * amount }, apply: mine.apply)
        })
    }

    @MainActor
    func apply(to view: AnyView) -> AnyView { steps.reduce(view) { view, step in step.apply(step.values, view) } }
}

extension VisualEffect {
    /// The chain this effect is (an `EmptyVisualEffect` is the empty chain).
    var chain: _VisualEffectChain { (self as? _VisualEffectChain) ?? .empty }

    private func then(_ kind: String, _ values: [Double],
                      _ apply: @escaping @MainActor @Sendable ([Double], AnyView) -> AnyView) -> _VisualEffectChain {
        _VisualEffectChain(steps: chain.steps + [_VisualEffectChain.Step(kind: kind, values: values, apply: apply)])
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        then("offset", [x, y]) { v, view in AnyView(view.offset(x: v[0], y: v[1])) }
    }
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
        let m = transform
        return then("projection", [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]) { v, view in
            var t = ProjectionTransform()
            (t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8])
            return AnyView(view.projectionEffect(t))
        }
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        let t = transform
        return then("transform", [t.a, t.b, t.c, t.d, t.tx, t.ty]) { v, view in
            AnyView(view.transformEffect(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])))
        }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then("rotation", [angle.degrees, anchor.x, anchor.y]) { v, view in
            AnyView(view.rotationEffect(.degrees(v[0]), anchor: UnitPoint(x: v[1], y: v[2])))
        }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        then("scale", [x, y, anchor.x, anchor.y]) { v, view in
            AnyView(view.scaleEffect(x: v[0], y: v[1], anchor: UnitPoint(x: v[2], y: v[3])))
        }
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        then(opaque ? "blur.opaque" : "blur", [radius]) { v, view in AnyView(view.blur(radius: v[0], opaque: opaque)) }
    }
    public func brightness(_ amount: Double) -> some VisualEffect {
        then("brightness", [amount]) { v, view in AnyView(view.brightness(v[0])) }
    }
    public func contrast(_ amount: Double) -> some VisualEffect {
        then("contrast", [amount]) { v, view in AnyView(view.contrast(v[0])) }
    }
    public func grayscale(_ amount: Double) -> some VisualEffect {
        then("grayscale", [amount]) { v, view in AnyView(view.grayscale(v[0])) }
    }
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        then("hueRotation", [angle.degrees]) { v, view in AnyView(view.hueRotation(.degrees(v[0]))) }
    }
    public func saturation(_ amount: Double) -> some VisualEffect {
        then("saturation", [amount]) { v, view in AnyView(view.saturation(v[0])) }
    }
    public func opacity(_ opacity: Double) -> some VisualEffect {
        then("opacity", [opacity]) { v, view in AnyView(view.opacity(v[0])) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        then("rotation3D", [angle.degrees, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective]) { v, view in
            AnyView(view.rotation3DEffect(.degrees(v[0]), axis: (x: v[1], y: v[2], z: v[3]), anchor: UnitPoint(x: v[4], y: v[5]),
                                          anchorZ: v[6], perspective: v[7]))
        }
    }
}

nonisolated extension View {
    /// Draws the view with effects made from its geometry (its size, its frame in any
    /// coordinate space), without changing its layout: the effects are applied once the view
    /// is placed, to the view as laid out.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { proxy in effect(EmptyVisualEffect(), proxy) })
    }
}

nonisolated struct _VisualEffectModifier: NodeWrappingModifier {
    let effect: @MainActor (GeometryProxy) -> any VisualEffect

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        // Once placed, the effect's modifiers wrap the content's node, and the wrapped node is
        // placed where the content is.
        let effect = self.effect
        let buildContext = context.child(4)
        return PlacedEffectNode(name: "visualEffect", child: node) { child, frame, placement in
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: placement.namedSpaces)
            let view = effect(proxy).chain.apply(to: AnyView(_PlacedContent(node: child)))
            let nodes = buildContext.graph.makeNodes(view, in: buildContext)
            // Every step wraps the one node it is given, so one node comes back.
            return nodes.count == 1 ? nodes[0] : child
        }
    }
}

/// Nodes already built, standing in as a view: the laid-out content of a `visualEffect` in the
/// effect's modifiers, the selected page of a `TabView` inside its bar and dots.
struct _PlacedContent: View, PrimitiveView {
    let node: RenderNode
    var body: Never { bodyError() }
    func makeNodes(in context: BuildContext) -> [RenderNode] { [node] }
}
