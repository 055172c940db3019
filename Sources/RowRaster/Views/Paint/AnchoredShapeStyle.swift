/// A style placed in a rectangle of its own instead of the bounds of what it fills: what
/// ``ShapeStyle/in(_:)`` makes, as SwiftUI's `_AnchoredShapeStyle`.
public struct _AnchoredShapeStyle<S: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    /// The style whose unit points are placed in ``bounds``.
    public var style: S
    /// The rectangle the style's unit points map to, in the local space of what is drawn.
    public var bounds: CGRect

    init(style: S, bounds: CGRect) {
        self.style = style
        self.bounds = bounds
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        // A rectangle that is not a finite, real one places nothing: the style keeps its own
        // placement rather than drawing at NaN coordinates.
        let usable = bounds.standardized
        guard usable.minX.isFinite, usable.minY.isFinite, usable.width.isFinite, usable.height.isFinite else {
            return resolveShapeStyle(style, in: environment)
        }
        return .anchored(resolveShapeStyle(style, in: environment), usable)
    }
}

extension ShapeStyle {
    /// The style with its unit points (a gradient's start and end, its centre) mapped to `rect`
    /// in the local space of what it fills, instead of to that shape's bounds: one gradient
    /// then runs across several shapes, each showing its part.
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        _AnchoredShapeStyle(style: self, bounds: rect)
    }
}
