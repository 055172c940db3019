/// A translucent material, as SwiftUI's `Material`: what lies behind the view in the same
/// render, blurred and saturated, under a white tint that grows with the thickness.
///
/// Light-mode approximations of UIKit's system materials (blur radius in points with the
/// project's shadow convention, saturation, tint); rows show them as a background:
/// `.background(.ultraThinMaterial)`, `.background(.bar, in: Capsule())`.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    let look: MaterialLook

    public static let ultraThin = Material(look: MaterialLook(blurRadius: 12, saturation: 1.8, tint: RGBAColor(hex: 0xFFFFFF, opacity: 0.30)))
    public static let thin = Material(look: MaterialLook(blurRadius: 14, saturation: 1.8, tint: RGBAColor(hex: 0xFFFFFF, opacity: 0.48)))
    public static let regular = Material(look: MaterialLook(blurRadius: 16, saturation: 1.8, tint: RGBAColor(hex: 0xFFFFFF, opacity: 0.64)))
    public static let thick = Material(look: MaterialLook(blurRadius: 18, saturation: 1.8, tint: RGBAColor(hex: 0xFFFFFF, opacity: 0.78)))
    public static let ultraThick = Material(look: MaterialLook(blurRadius: 20, saturation: 1.8, tint: RGBAColor(hex: 0xFFFFFF, opacity: 0.90)))
    /// The material of bars (navigation, tab and toolbar backgrounds).
    public static let bar = Material(look: MaterialLook(blurRadius: 16, saturation: 1.8, tint: RGBAColor(hex: 0xF9F9F9, opacity: 0.85)))

    func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .material(look) }
}

/// What a material draws: its blur, saturation and tint.
struct MaterialLook: Hashable, Sendable {
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
