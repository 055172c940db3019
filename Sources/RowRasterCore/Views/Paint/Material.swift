/// A translucent material, as SwiftUI's `Material`: what lies behind the view in the same
/// render, blurred and saturated, under a tint that grows with the thickness — white in light
/// mode, a near-black grey in dark.
///
/// Approximations of UIKit's system materials (blur radius in points with the project's shadow
/// convention, saturation, tint): the light tints were matched by eye to iOS screenshots; the dark
/// ones use UIKit's dark systemGray6 (#1C1C1E) at the same opacities, an estimate rather than a
/// measurement. Rows show them as a background: `.background(.ultraThinMaterial)`,
/// `.background(.bar, in: Capsule())`.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    let blurRadius: CGFloat
    let tint: DynamicColorValues

    private init(blurRadius: CGFloat, light: UInt32, dark: UInt32, opacity: Double) {
        self.blurRadius = blurRadius
        tint = DynamicColorValues(light: light, dark: dark, opacity: opacity)
    }

    public static let ultraThin = Material(blurRadius: 12, light: 0xFFFFFF, dark: 0x1C1C1E, opacity: 0.30)
    public static let thin = Material(blurRadius: 14, light: 0xFFFFFF, dark: 0x1C1C1E, opacity: 0.48)
    public static let regular = Material(blurRadius: 16, light: 0xFFFFFF, dark: 0x1C1C1E, opacity: 0.64)
    public static let thick = Material(blurRadius: 18, light: 0xFFFFFF, dark: 0x1C1C1E, opacity: 0.78)
    public static let ultraThick = Material(blurRadius: 20, light: 0xFFFFFF, dark: 0x1C1C1E, opacity: 0.90)
    /// The material of bars (navigation, tab and toolbar backgrounds).
    public static let bar = Material(blurRadius: 16, light: 0xF9F9F9, dark: 0x1D1D1D, opacity: 0.85)

    /// What the material draws in `environment`'s colour scheme.
    func look(in environment: EnvironmentValues) -> MaterialLook {
        MaterialLook(blurRadius: blurRadius, saturation: 1.8, tint: tint.value(in: environment))
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .material(look(in: environment)) }
}

/// What a material draws: its blur, saturation and tint.
package struct MaterialLook: Hashable, Sendable {
    var blurRadius: CGFloat
    var saturation: Double
    var tint: RGBAColor

    /// The material filling `path`: the backdrop seen through the path, then the tint over it.
    func items(filling path: Path, style: FillStyle = FillStyle()) -> [DisplayItem] {
        [.group(.backdrop(radius: blurRadius, matrix: ColorEffects.saturation(saturation)), [.fill(path, .color(.black), style)]),
         .fill(path, .color(tint), style)]
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
