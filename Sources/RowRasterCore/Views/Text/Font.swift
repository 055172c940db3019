/// A font, with SwiftUI's text styles and modifiers.
///
/// The system font is Inter (the Debian package fonts-inter) with DejaVu Sans as fallback, drawn
/// at SF Pro's advance widths and laid out with SF Pro's line metrics and size-dependent
/// tracking (its other widths are Archivo: see ``Font/Width``); the rounded design is Quicksand
/// (fonts-quicksand), the serif design Noto Serif (fonts-noto-core) and the monospaced design
/// JetBrains Mono (fonts-jetbrains-mono). Text styles have iOS's point sizes at each Dynamic
/// Type size (`\.dynamicTypeSize`); custom fonts scale with their text style, system fonts of a
/// given size do not, as on iOS. Custom fonts are the project's families and those registered with
/// ``FontLibrary``.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        /// A named family; `relativeTo` is the text style it scales with under Dynamic Type
        /// (nil: a fixed size).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    package var weightValue: Weight?
    var design: Design = .default
    var isItalic = false
    var hasMonospacedDigits = false
    var hasLowercaseSmallCaps = false
    var hasUppercaseSmallCaps = false
    /// A width asked for by `width(_:)`.
    var widthValue: Width?
    /// A line spacing asked for by `leading(_:)`.
    var leadingValue: Leading = .standard

    init(base: Base, weight: Weight? = nil, design: Design = .default) {
        self.base = base
        weightValue = weight
        self.design = design
    }

    /// A dynamic text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        package var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class the weight maps to in Inter.
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        /// Inter, standing in for SF Pro.
        case `default`
        /// Noto Serif, standing in for New York (regular and bold faces; other weights take the nearer).
        case serif
        /// Quicksand, standing in for SF Pro Rounded (light, regular, medium and bold faces; other
        /// weights take the nearest), with SF Pro's line metrics.
        case rounded
        /// JetBrains Mono, standing in for SF Mono.
        case monospaced
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design ?? .default)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design ?? .default)
    }

    /// A font by family or PostScript name: the project's families and the fonts registered with
    /// ``FontLibrary``; any other name draws the system font and is listed in the render's warnings.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font by family name that scales with `textStyle` under Dynamic Type: exactly `size`
    /// points at the default size, and grown as the style grows at the others.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font by family name at `fixedSize` points, whatever the Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightValue = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// Draws lowercase letters and capitals as small capitals (OpenType `smcp` and `c2sc`).
    ///
    /// Noto Serif (the serif design) has both features; Debian's Inter and JetBrains Mono have
    /// neither, so the default and monospaced designs draw the letters unchanged, unlike iOS.
    public func smallCaps() -> Font { lowercaseSmallCaps().uppercaseSmallCaps() }

    /// Turns small capitals for lowercase letters and capitals on or off.
    public func smallCaps(_ isActive: Bool) -> Font { lowercaseSmallCaps(isActive).uppercaseSmallCaps(isActive) }

    /// Draws lowercase letters as small capitals (OpenType `smcp`); capitals keep their size.
    public func lowercaseSmallCaps() -> Font { lowercaseSmallCaps(true) }

    /// Turns small capitals for lowercase letters on or off.
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font {
        var copy = self
        copy.hasLowercaseSmallCaps = isActive
        return copy
    }

    /// Draws capitals as small capitals (OpenType `c2sc`); lowercase letters are unchanged.
    public func uppercaseSmallCaps() -> Font { uppercaseSmallCaps(true) }

    /// Turns small capitals for capitals on or off.
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font {
        var copy = self
        copy.hasUppercaseSmallCaps = isActive
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The point size at a Dynamic Type size.
    package func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        switch base {
        case .textStyle(let style): return style.size(at: dynamicTypeSize)
        case .system(let size): return size
        case .custom(_, let size, let style): return size * (style?.scale(at: dynamicTypeSize) ?? 1)
        }
    }

    /// The request the text engine resolves, at a Dynamic Type size.
    /// `widthAxis` is the place on Archivo's width axis the text draws at (`widthAxis(requested:)`,
    /// when Archivo is installed), nil for the font's own width.
    func spec(weight override: Weight? = nil, italic: Bool = false, dynamicTypeSize: DynamicTypeSize = .large,
              widthAxis: Double? = nil) -> FontSpec {
        var weight = override ?? weightValue ?? {
            if case .textStyle(let style) = base { return style.defaultWeight }
            return .regular
        }()
        // The open families standing in for Apple's (FontSetup.defaultFiles loads them):
        // SF Pro → Inter, SF Pro Rounded → Quicksand, New York → Noto Serif, SF Mono → JetBrains Mono.
        var families: [String]
        switch design {
        case .default: families = ["Inter"]
        case .rounded: families = ["Quicksand"]
        case .serif: families = ["Noto Serif"]
        case .monospaced: families = ["JetBrains Mono"]
        }
        var italic = isItalic || italic
        // A custom name is a packaged or registered family, or a PostScript name (that face's
        // weight and slant, unless the font sets its own); an unknown name is the system font.
        var isCustom = false
        if case .custom(let name, _, _) = base, let face = FontLibrary.face(named: name), let family = face.families.first {
            families = [family]
            isCustom = true
            if face.postScriptName?.lowercased() == name.lowercased() {
                if override == nil, weightValue == nil { weight = Weight(value: face.weight) }
                italic = italic || face.italic
            }
        }
        // SF Pro's other widths: Archivo along its width axis (see Font.Width). Archivo has no
        // Greek or Cyrillic, which SF Pro draws: Inter draws them, at its own width.
        if widthAxis != nil { families = [FontLibrary.widthFamily, "Inter"] }
        families.append("DejaVu Sans")
        let pointSize = pointSize(at: dynamicTypeSize)
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : TextStyle.body.size(at: .large)
        // Text in the system font and its rounded design lays out with SF Pro's line metrics
        // (SF Pro Rounded shares them), whatever the substitute's own are, and without Inter's
        // contextual alternates (SF Pro has no arrow ligature for `->`). Custom fonts keep
        // their own metrics, as on iOS; New York and SF Mono stand-ins keep theirs too (their
        // Apple metrics are not published). Each system design takes its Apple font's tracking
        // table (SystemFontTracking.swift); custom fonts have none. The widths keep SF Pro's
        // line metrics and tracking: Apple's variable SF Pro carries one `trak` table (and one
        // set of vertical metrics) for all its widths. Inter is drawn at SF Pro's advance widths
        // (SystemFontWidths.swift).
        let sanFrancisco = !isCustom && (design == .default || design == .rounded)
        // UIKit's tight and loose leading are traits of text-style fonts.
        let isTextStyle = if case .textStyle = base { true } else { false }
        return FontSpec(families: families, size: Double(size), weight: weight.value,
                        italic: italic, monospacedDigits: hasMonospacedDigits,
                        lowercaseSmallCaps: hasLowercaseSmallCaps, uppercaseSmallCaps: hasUppercaseSmallCaps,
                        lineMetrics: sanFrancisco ? .sanFrancisco : nil,
                        contextualAlternatesOff: sanFrancisco && design == .default,
                        tracking: isCustom ? 0 : SystemFontTracking.points(for: design, size: Double(size)),
                        widthAxis: widthAxis,
                        widthScale: sanFrancisco && design == .default
                            ? SystemFontWidths.scale(weight: weight.value, size: Double(size)) : 1,
                        leading: sanFrancisco && isTextStyle ? leadingValue.points : 0)
    }
}
