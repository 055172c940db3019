/// A colour, usable as a view (it fills the space it is offered) and as a shape style.
///
/// A colour made from components is the same in every appearance; the system colours, UIKit's
/// semantic colours and asset-catalog colours have a value for light and dark mode and for
/// increased contrast, chosen from the environment when the colour is drawn.
nonisolated public struct Color: Hashable, Sendable, ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case fixed(RGBAColor)
        indirect case dynamic(DynamicColorValues)
        /// A custom style that resolves to a colour (`Color(_:)` of a style), resolved where drawn.
        indirect case style(ColorResolvingStyle)
    }

    let storage: Storage
    /// Set for `Color("name")` when the asset was missing or unreadable: reported when drawn.
    let assetIssue: AssetIssue?

    package init(resolved: RGBAColor, assetIssue: AssetIssue? = nil) {
        storage = .fixed(resolved)
        self.assetIssue = assetIssue
    }

    package init(dynamic values: DynamicColorValues, assetIssue: AssetIssue? = nil) {
        storage = values.isFixed ? .fixed(values.light) : .dynamic(values)
        self.assetIssue = assetIssue
    }

    init(style: ColorResolvingStyle) {
        storage = .style(style)
        assetIssue = nil
    }

    /// The colour as drawn in `environment`'s colour scheme and contrast.
    package func resolved(in environment: EnvironmentValues) -> RGBAColor {
        switch storage {
        case .fixed(let color): return color
        case .dynamic(let values): return values.value(in: environment)
        case .style(let style): return style.resolved(in: environment)
        }
    }

    /// The colour's value in every appearance.
    package var values: DynamicColorValues {
        switch storage {
        case .fixed(let color): return DynamicColorValues(fixed: color)
        case .dynamic(let values): return values
        case .style(let style): return style.appearanceValues
        }
    }

    /// The light, standard-contrast value: what a colour is outside any environment.
    var lightValue: RGBAColor { values.light }

    /// The colour spaces SwiftUI accepts for component initializers.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3:
            // Display P3 is drawn as sRGB: the raster works in sRGB, like an sRGB screenshot.
            self.init(resolved: RGBAColor(red: red, green: green, blue: blue, opacity: opacity))
        case .sRGBLinear:
            self.init(resolved: RGBAColor(red: SRGBTransfer.encode(red), green: SRGBTransfer.encode(green),
                                          blue: SRGBTransfer.encode(blue), opacity: opacity))
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
        // A custom style keeps being resolved where it is drawn, in that whole environment.
        if case .style(let style) = storage { return Color(style: style.multipliedOpacity(opacity)) }
        return Color(dynamic: values.map { $0.multipliedOpacity(opacity) }, assetIssue: assetIssue)
    }

    /// The hex code of the colour's light, standard-contrast value.
    public var description: String { lightValue.hexDescription }

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        reportAssetIssue(in: context.environment)
        return [ShapeNode(shape: Rectangle(), drawing: .fill(.color(resolved(in: context.environment)), FillStyle()), name: "Color",
                          context: context.layout)]
    }
}

extension Color {
    // iOS's system colours (UIKit's systemRed … systemGray): light, dark, and the increased-
    // contrast light and dark values, from Apple's Human Interface Guidelines colour table.
    public static let red = Color(dynamic: SystemColorTable.red)
    public static let orange = Color(dynamic: SystemColorTable.orange)
    public static let yellow = Color(dynamic: SystemColorTable.yellow)
    public static let green = Color(dynamic: SystemColorTable.green)
    public static let mint = Color(dynamic: SystemColorTable.mint)
    public static let teal = Color(dynamic: SystemColorTable.teal)
    public static let cyan = Color(dynamic: SystemColorTable.cyan)
    public static let blue = Color(dynamic: SystemColorTable.blue)
    public static let indigo = Color(dynamic: SystemColorTable.indigo)
    public static let purple = Color(dynamic: SystemColorTable.purple)
    public static let pink = Color(dynamic: SystemColorTable.pink)
    public static let brown = Color(dynamic: SystemColorTable.brown)
    public static let gray = Color(dynamic: SystemColorTable.gray)
    public static let black = Color(resolved: .black)
    public static let white = Color(resolved: .white)
    public static let clear = Color(resolved: .clear)
    public static let accentColor = Color.blue
    /// UIKit's `label` and `secondaryLabel`: black and grey in light mode, white and light grey in dark.
    public static let primary = Color(dynamic: SystemColorTable.label)
    public static let secondary = Color(dynamic: SystemColorTable.secondaryLabel)
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
