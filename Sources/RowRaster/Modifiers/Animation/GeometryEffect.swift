import Foundation

/// A modifier that moves, scales or projects its content by a transform made from the
/// content's size, as SwiftUI's `GeometryEffect` (app code writes them for shakes, flips and
/// wobbles). Layout is unchanged; the render applies `effectValue(size:)` of the effect as
/// made, its final state.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Never asked: the graph draws an effect through `effectValue(size:)` (see `_makeNodes`).
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }

    /// The content drawn through the effect's transform, sized as laid out.
    public static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        DynamicProperties.install(in: modifier, environment: context.environment)
        let effected = content.modifier(_VisualEffectModifier { proxy in
            EmptyVisualEffect().transformEffect(modifier.effectValue(size: proxy.size))
        })
        return _ViewOutputs(nodes: context.graph.makeNodes(effected, in: context.child(1)))
    }

    /// The effect, drawn but left out of the geometry its content reports. RowRaster's effects
    /// never change layout, so this is the effect itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// An effect that layout does not see, as SwiftUI's.
@frozen public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public init(_ base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
