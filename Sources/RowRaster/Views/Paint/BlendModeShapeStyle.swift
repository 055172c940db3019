/// A style whose drawing composites onto what is behind it with a blend mode
/// (`.blendMode(_:)` as a style), as the `blendMode(_:)` view modifier composites a view.
///
/// `blendMode(_:)` on a given style is not declared: `Color` is a view and a style, so
/// `Color.red.blendMode(.multiply)` would become ambiguous where a view means it today.
public struct _BlendModeShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let style: Style
    let blendMode: BlendMode

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let base = resolveShapeStyle(style, in: environment)
        return blendMode == .normal ? base : .blended(base, blendMode.blendOperator)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with what it draws composited with `mode`.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _BlendModeShapeStyle(style: ForegroundStyle(), blendMode: mode)
    }
}
