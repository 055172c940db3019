import Foundation

/// How a render looks beyond its view: the colour scheme and contrast, the Dynamic Type size,
/// the layout direction and the locale, set in one place for `ImageRenderer`, golden assertions
/// and scroll simulations, as the Settings app and the device set them for an app.
///
/// Each appearance has a variant name that golden files carry after their scale
/// (`row@3x.dark.png`, `row@3x.ax3.rtl.png`); the default appearance has none, so existing
/// goldens keep their names.
///
/// A dark appearance draws the content on the dark system background (black), as the window
/// of a dark-mode app shows it: white text on a transparent image would be unreadable in every
/// image viewer. A light one leaves undrawn pixels transparent, as a render always has.
public struct RenderAppearance: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    /// `.increased` renders as with Settings › Accessibility › Increase Contrast on.
    public var colorSchemeContrast: ColorSchemeContrast
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// The locale for formatting and text; nil keeps the render's (en_US unless the view sets one).
    public var locale: Locale?

    public init(colorScheme: ColorScheme = .light, colorSchemeContrast: ColorSchemeContrast = .standard,
                dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, locale: Locale? = nil) {
        self.colorScheme = colorScheme
        self.colorSchemeContrast = colorSchemeContrast
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// The appearance of an unconfigured iPhone: light, large text, left to right.
    public static let standard = RenderAppearance()
    public static let dark = RenderAppearance(colorScheme: .dark)
    public static let rightToLeft = RenderAppearance(layoutDirection: .rightToLeft)

    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> RenderAppearance {
        RenderAppearance(dynamicTypeSize: size)
    }

    /// The short names of the Dynamic Type sizes in variant names (`large` has none).
    private static let sizeNames: [DynamicTypeSize: String] = [
        .xSmall: "xs", .small: "s", .medium: "m", .xLarge: "xl", .xxLarge: "xxl", .xxxLarge: "xxxl",
        .accessibility1: "ax1", .accessibility2: "ax2", .accessibility3: "ax3", .accessibility4: "ax4", .accessibility5: "ax5",
    ]

    /// The name a golden of this appearance carries: `dark`, `hc` (increased contrast), the
    /// Dynamic Type size, `rtl`, and the locale's identifier, joined with dots in that order
    /// (`dark`, `dark.hc`, `ax3.rtl`, `xs`, `ar_EG`); empty for the standard one.
    public var variantName: String {
        var parts: [String] = []
        if colorScheme == .dark { parts.append("dark") }
        if colorSchemeContrast == .increased { parts.append("hc") }
        if let size = Self.sizeNames[dynamicTypeSize] { parts.append(size) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let locale { parts.append(locale.identifier) }
        return parts.joined(separator: ".")
    }

    public var description: String { variantName.isEmpty ? "standard" : variantName }

    /// The appearances of a comma-separated list of variant names (`"standard,dark,ax3.rtl"`),
    /// as the command line's `--variants` takes them; the error names the first unknown one.
    package static func appearances(variantList: String) throws(VariantListError) -> [RenderAppearance] {
        var appearances: [RenderAppearance] = []
        for name in variantList.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let appearance = RenderAppearance(variantName: name) else { throw .unknown(name) }
            appearances.append(appearance)
        }
        guard !appearances.isEmpty else { throw .empty }
        return appearances
    }

    /// Why a `--variants` list names no appearances; the description says what to write instead.
    package enum VariantListError: Error, CustomStringConvertible {
        case unknown(String)
        case empty

        package var description: String {
            switch self {
            case .unknown(let name):
                "--variants: '\(name)' is not an appearance; use standard, dark, hc, rtl, xs, s, m, xl, xxl, xxxl, ax1 … ax5, "
                    + "a locale such as ar_EG, or dotted combinations such as dark.ax3.rtl"
            case .empty: "--variants names no appearance"
            }
        }
    }

    /// The appearance a variant name stands for (`"dark"`, `"ax3.rtl"`, `"xs"`, `"rtl.ar_EG"`;
    /// `"standard"` or `""` for the standard one), or nil when a part is not `dark`, `hc`, a
    /// size, `rtl` or a locale.
    public init?(variantName: String) {
        self.init()
        guard variantName != "standard" else { return }
        for part in variantName.split(separator: ".").map(String.init) {
            if part == "dark" {
                colorScheme = .dark
            } else if part == "hc" {
                colorSchemeContrast = .increased
            } else if let size = Self.sizeNames.first(where: { $0.value == part })?.key {
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
