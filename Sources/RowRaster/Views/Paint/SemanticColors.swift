/// UIKit's colours, so `Color(.systemGray6)`, `Color(uiColor: .secondaryLabel)` and dynamic
/// colours made with `UIColor { traits in … }` compile as written for iOS and draw in the
/// environment's colour scheme and contrast.
///
/// Only what RowRaster draws: a colour's value in each appearance (see `SystemColorTable`).
public struct UIColor: Hashable, Sendable {
    let values: DynamicColorValues

    init(_ values: DynamicColorValues) { self.values = values }

    /// A colour from sRGB components, the same in every appearance.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        values = DynamicColorValues(fixed: RGBAColor(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A grey, the same in every appearance.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that picks its value from the traits it is drawn with, as on iOS.
    ///
    /// The provider is asked once for each appearance RowRaster renders (light and dark, at
    /// standard and increased contrast) when the colour is made; what it answers is the colour in
    /// that appearance. A provider should depend on `userInterfaceStyle` and
    /// `accessibilityContrast` only: the other traits are unspecified when it is asked.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        func value(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGBAColor {
            dynamicProvider(UITraitCollection(colorScheme: scheme, contrast: contrast)).values.value(for: scheme, contrast: contrast)
        }
        values = DynamicColorValues(light: value(.light, .standard), dark: value(.dark, .standard),
                                    lightIncreasedContrast: value(.light, .increased), darkIncreasedContrast: value(.dark, .increased))
    }

    /// The colour as drawn with `traitCollection`: a colour that is the same in every appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(DynamicColorValues(fixed: values.value(for: traitCollection.colorScheme, contrast: traitCollection.colorSchemeContrast)))
    }

    /// The colour with `alpha` as its opacity, in every appearance.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(values.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, opacity: alpha) })
    }

    public static let systemBackground = UIColor(SystemColorTable.systemBackground)
    public static let secondarySystemBackground = UIColor(SystemColorTable.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(SystemColorTable.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(SystemColorTable.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(SystemColorTable.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(SystemColorTable.tertiarySystemGroupedBackground)

    public static let systemGray = UIColor(SystemColorTable.gray)
    public static let systemGray2 = UIColor(SystemColorTable.gray2)
    public static let systemGray3 = UIColor(SystemColorTable.gray3)
    public static let systemGray4 = UIColor(SystemColorTable.gray4)
    public static let systemGray5 = UIColor(SystemColorTable.gray5)
    public static let systemGray6 = UIColor(SystemColorTable.gray6)

    public static let label = UIColor(SystemColorTable.label)
    public static let secondaryLabel = UIColor(SystemColorTable.secondaryLabel)
    public static let tertiaryLabel = UIColor(SystemColorTable.tertiaryLabel)
    public static let quaternaryLabel = UIColor(SystemColorTable.quaternaryLabel)
    public static let placeholderText = UIColor(SystemColorTable.placeholderText)

    public static let separator = UIColor(SystemColorTable.separator)
    public static let opaqueSeparator = UIColor(SystemColorTable.opaqueSeparator)
    public static let link = UIColor(SystemColorTable.link)

    public static let systemFill = UIColor(SystemColorTable.systemFill)
    public static let secondarySystemFill = UIColor(SystemColorTable.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(SystemColorTable.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(SystemColorTable.quaternarySystemFill)

    public static let systemRed = UIColor(SystemColorTable.red)
    public static let systemOrange = UIColor(SystemColorTable.orange)
    public static let systemYellow = UIColor(SystemColorTable.yellow)
    public static let systemGreen = UIColor(SystemColorTable.green)
    public static let systemMint = UIColor(SystemColorTable.mint)
    public static let systemTeal = UIColor(SystemColorTable.teal)
    public static let systemCyan = UIColor(SystemColorTable.cyan)
    public static let systemBlue = UIColor(SystemColorTable.blue)
    public static let systemIndigo = UIColor(SystemColorTable.indigo)
    public static let systemPurple = UIColor(SystemColorTable.purple)
    public static let systemPink = UIColor(SystemColorTable.pink)
    public static let systemBrown = UIColor(SystemColorTable.brown)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// A UIKit colour, as `Color(.systemGray6)` is written for iOS; a dynamic one stays dynamic.
    public init(_ uiColor: UIColor) { self.init(dynamic: uiColor.values) }

    public init(uiColor: UIColor) { self.init(dynamic: uiColor.values) }
}

extension UIColor {
    /// A SwiftUI colour as a UIKit one, keeping its value in every appearance.
    public init(_ color: Color) { self.init(color.values) }
}
