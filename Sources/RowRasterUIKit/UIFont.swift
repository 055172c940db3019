import RowRaster

/// A font as SwiftUI files make one to hand to `Font(_:)`, as UIKit's `UIFont`: the system
/// font at a size and weight, or a text style's font at the default Dynamic Type size. Like a
/// `CTFont`, it has a fixed size: `Font(uiFont)` does not follow Dynamic Type.
public final class UIFont {
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Font.Weight

    init(pointSize: CGFloat, weight: Font.Weight) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
    }

    /// The text styles of Dynamic Type, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's name for the style.
        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// Font weights, as UIKit's `UIFont.Weight` (its raw values, −0.8 ultra light to 0.62 black).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// SwiftUI's weight nearest this one.
        var swiftUIWeight: Font.Weight {
            let table: [(Weight, Font.Weight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                  (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                                                  (.black, .black)]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
        }
    }

    /// The font of a text style at the default Dynamic Type size (Large), as iOS gives it.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let swiftUI = style.swiftUIStyle
        return UIFont(pointSize: swiftUI.size(at: .large), weight: swiftUI.defaultWeight)
    }

    /// The font of a text style at the Dynamic Type size `traitCollection` names (Large when
    /// it names none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The system font at `fontSize`, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight.swiftUIWeight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// The system font's size for labels, 17 points on iPhone.
    public static var labelFontSize: CGFloat { 17 }
    /// The system font's size for buttons, 18 points on iPhone.
    public static var buttonFontSize: CGFloat { 18 }
    /// The system font's regular size, 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The system font's small size, 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
}

extension Font {
    /// A UIKit font, at its fixed size and weight, as SwiftUI makes one from a `CTFont`.
    public init(_ font: UIFont) {
        self = .system(size: font.pointSize, weight: font.weight)
    }
}
