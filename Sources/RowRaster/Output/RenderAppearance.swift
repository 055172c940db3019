import Foundation

/// How a render looks beyond its view: the layout direction, the Dynamic Type size and the
/// locale, set in one place for `ImageRenderer`, golden assertions and scroll simulations, as
/// the Settings app and the device set them for an app.
///
/// Each appearance has a variant name that golden files carry after their scale
/// (`row@3x.ax3.rtl.png`); the default appearance has none, so existing goldens keep their names.
public struct RenderAppearance: Hashable, Sendable, CustomStringConvertible {
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// The locale for formatting and text; nil keeps the render's (en_US unless the view sets one).
    public var locale: Locale?

    public init(dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, locale: Locale? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// The appearance of an unconfigured iPhone: large text, left to right.
    public static let standard = RenderAppearance()
    public static let rightToLeft = RenderAppearance(layoutDirection: .rightToLeft)

    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> RenderAppearance {
        RenderAppearance(dynamicTypeSize: size)
    }

    /// The short names of the Dynamic Type sizes in variant names (`large` has none).
    private static let sizeNames: [DynamicTypeSize: String] = [
        .xSmall: "xs", .small: "s", .medium: "m", .xLarge: "xl", .xxLarge: "xxl", .xxxLarge: "xxxl",
        .accessibility1: "ax1", .accessibility2: "ax2", .accessibility3: "ax3", .accessibility4: "ax4", .accessibility5: "ax5",
    ]

    /// The name a golden of this appearance carries: the Dynamic Type size, `rtl`, and the
    /// locale's identifier, joined with dots (`ax3.rtl`, `xs`, `ar_EG`); empty for the standard one.
    public var variantName: String {
        var parts: [String] = []
        if let size = Self.sizeNames[dynamicTypeSize] { parts.append(size) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let locale { parts.append(locale.identifier) }
        return parts.joined(separator: ".")
    }

    public var description: String { variantName.isEmpty ? "standard" : variantName }

    /// The appearance a variant name stands for (`"ax3.rtl"`, `"xs"`, `"rtl.ar_EG"`; `"standard"`
    /// or `""` for the standard one), or nil when a part is not a size, `rtl` or a locale.
    public init?(variantName: String) {
        self.init()
        guard variantName != "standard" else { return }
        for part in variantName.split(separator: ".").map(String.init) {
            if let size = Self.sizeNames.first(where: { $0.value == part })?.key {
                dynamicTypeSize = size
            } else if part == "rtl" {
                layoutDirection = .rightToLeft
            } else if Locale.availableIdentifiers.contains(part) {
                locale = Locale(identifier: part)
            } else {
                return nil
            }
        }
    }

    /// `view` as it looks in this appearance.
    @MainActor public func apply<V: View>(to view: V) -> some View {
        view.modifier(_RenderAppearanceModifier(appearance: self))
    }
}

/// Sets an appearance's environment values for everything inside, in one step.
struct _RenderAppearanceModifier: ViewModifier, PrimitiveModifier {
    let appearance: RenderAppearance

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let appearance = self.appearance
        let inner = context.modifyingEnvironment { environment in
            environment.dynamicTypeSize = appearance.dynamicTypeSize
            environment.layoutDirection = appearance.layoutDirection
            if let locale = appearance.locale { environment.locale = locale }
        }
        return LayoutDirectionNode.marking(content(inner), from: context.environment, to: inner.environment)
    }
}
