/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: `.drop` beneath what the style
/// paints, `.inner` inside it. `radius` is the blur's size, as a view's `shadow(radius:)`.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    /// A shadow beneath the drawing, moved by (x, y).
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow inside the drawing's edges, cast by everything outside it moved by (x, y).
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    func look(in environment: EnvironmentValues) -> ShadowLook {
        ShadowLook(color: color.resolved(in: environment), radius: radius, offset: CGSize(width: x, height: y), isInner: isInner)
    }
}

/// A style that casts a shadow from what it paints (`shadow(_:)` on a style).
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let style: Style
    let shadowStyle: ShadowStyle

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .shadowed(resolveShapeStyle(style, in: environment), shadowStyle.look(in: environment))
    }
}

extension ShapeStyle {
    /// The style casting `style`'s shadow from what it paints: shapes, text and symbols.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: self, shadowStyle: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style casting `style`'s shadow: `.fill(.shadow(.drop(radius: 2)))`.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: ForegroundStyle(), shadowStyle: style)
    }
}
