/// A colour, usable as a view (it fills the space it is offered) and as a shape style.
nonisolated public struct Color: Hashable, Sendable, ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    let resolved: RGBAColor
    /// Set for `Color("name")` when the asset was missing or unreadable: reported when drawn.
    let assetIssue: AssetIssue?

    init(resolved: RGBAColor, assetIssue: AssetIssue? = nil) {
        self.resolved = resolved
        self.assetIssue = assetIssue
    }

    /// The colour spaces SwiftUI accepts for component initializers.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        assetIssue = nil
        switch colorSpace {
        case .sRGB, .displayP3:
            // Display P3 is drawn as sRGB: the raster works in sRGB, like an sRGB screenshot.
            resolved = RGBAColor(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            resolved = RGBAColor(red: Self.gammaEncode(red), green: Self.gammaEncode(green),
                                 blue: Self.gammaEncode(blue), opacity: opacity)
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(resolved: resolved.multipliedOpacity(opacity), assetIssue: assetIssue)
    }

    public var description: String { resolved.hexDescription }

    private static func gammaEncode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    @MainActor public var body: Never { bodyError() }

    @MainActor func makeNodes(in context: BuildContext) -> [RenderNode] {
        reportAssetIssue()
        return [ShapeNode(shape: Rectangle(), drawing: .fill(.color(resolved), FillStyle()), name: "Color", context: context.layout)]
    }
}

extension Color {
    // iOS system colours in light mode (UIKit's systemRed … systemGray).
    public static let red = Color(resolved: RGBAColor(hex: 0xFF3B30))
    public static let orange = Color(resolved: RGBAColor(hex: 0xFF9500))
    public static let yellow = Color(resolved: RGBAColor(hex: 0xFFCC00))
    public static let green = Color(resolved: RGBAColor(hex: 0x34C759))
    public static let mint = Color(resolved: RGBAColor(hex: 0x00C7BE))
    public static let teal = Color(resolved: RGBAColor(hex: 0x30B0C7))
    public static let cyan = Color(resolved: RGBAColor(hex: 0x32ADE6))
    public static let blue = Color(resolved: RGBAColor(hex: 0x007AFF))
    public static let indigo = Color(resolved: RGBAColor(hex: 0x5856D6))
    public static let purple = Color(resolved: RGBAColor(hex: 0xAF52DE))
    public static let pink = Color(resolved: RGBAColor(hex: 0xFF2D55))
    public static let brown = Color(resolved: RGBAColor(hex: 0xA2845E))
    public static let gray = Color(resolved: RGBAColor(hex: 0x8E8E93))
    public static let black = Color(resolved: .black)
    public static let white = Color(resolved: .white)
    public static let clear = Color(resolved: .clear)
    public static let accentColor = Color.blue
    /// Label colours of the light appearance.
    public static let primary = Color(resolved: .black)
    public static let secondary = Color(resolved: RGBAColor(hex: 0x3C3C43, opacity: 0.6))
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}
