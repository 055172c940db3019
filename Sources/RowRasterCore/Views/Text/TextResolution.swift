import Foundation

extension Text {
    /// An underline or strikethrough, as SwiftUI's `Text.LineStyle` (in `AttributedString`
    /// runs and `underline(pattern:)`). Every pattern is drawn as a solid line.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The dash pattern of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

/// Turns a `Text` into styled spans in an environment: Markdown, dates, formatted values,
/// attributed runs and inline images become runs with resolved fonts and colours.
@MainActor
struct TextResolution {
    let environment: EnvironmentValues
    var spans: [TextSpan] = []
    /// The sets of custom attributes spans carry, which `TextSpan.customAttributes` indexes.
    var customAttributeSets: [[AnyHashable]] = []

    init(environment: EnvironmentValues) { self.environment = environment }

    mutating func append(_ text: Text, inherited: Text.Style) {
        let style = inherited.overridden(by: text.style)
        switch text.storage {
        case .verbatim(let string):
            appendRun(string, style: style)
        case .concatenation(let parts):
            for part in parts { append(part, inherited: style) }
        case .localized(let key):
            appendLocalized(key, style: style)
        case .date(let date):
            if let problem = date.problem {
                environment.diagnostics?.warn(.unformattedText(reason: problem))
            } else {
                appendRun(date.string(in: environment), style: style)
            }
        case .formatted(let value):
            switch value.formatting.string(in: environment) {
            case .success(let string): appendRun(string, style: style)
            case .failure(let failure): environment.diagnostics?.warn(.unformattedText(reason: failure.message))
            }
        case .attributed(let attributed):
            appendAttributed(attributed, style: style)
        case .image(let image):
            appendImage(image, style: style)
        }
    }

    /// A literal: its Markdown runs, with each interpolation resolved in the style around it.
    private mutating func appendLocalized(_ key: LocalizedStringKey, style: Text.Style) {
        let key = key.translated(for: environment.locale)
        let arguments = key.arguments.values
        let environment = environment
        // An inflected span reads its number from the interpolation it holds, as plain text.
        let argumentText = { (scalar: Unicode.Scalar) -> String? in
            guard let index = LocalizedStringKey.argumentIndex(of: scalar), index < arguments.count else { return nil }
            var resolution = TextResolution(environment: environment)
            resolution.append(arguments[index], inherited: style)
            return resolution.spans.map(\.text).joined()
        }
        for run in InlineMarkdown.parse(key.format, argument: argumentText) {
            let runStyle = style.applying(run, accent: environment.tintOrAccent)
            var literal = ""
            for scalar in run.text.unicodeScalars {
                if let index = LocalizedStringKey.argumentIndex(of: scalar), index < key.arguments.values.count {
                    appendRun(literal, style: runStyle)
                    literal = ""
                    append(key.arguments.values[index], inherited: runStyle)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
            appendRun(literal, style: runStyle)
        }
    }

    /// The font a style draws with in this environment.
    func font(for style: Text.Style) -> (Font, FontSpec) {
        var font = style.font ?? environment.font ?? .body
        if let design = style.design { font.design = design }
        // An unregistered custom font draws in the system font, as on iOS, and is reported.
        if case .custom(let name, _, _) = font.base, FontLibrary.face(named: name) == nil {
            environment.diagnostics?.warn(.missingFont(name: name))
        }
        // SF Pro's other widths draw with Archivo; without it, standard, and reported. Whether
        // it is installed is asked only for text that wants a width (it takes the registry's lock).
        var widthAxis = font.widthAxis(requested: style.width)
        if widthAxis != nil, !FontLibrary.hasWidthFamily {
            widthAxis = nil
            if let width = style.width ?? font.widthValue {
                environment.diagnostics?.warn(.unavailableFontWidth(width: width.name))
            }
        }
        var spec = font.spec(weight: style.weight, italic: style.italic, dynamicTypeSize: environment.dynamicTypeSize,
                             widthAxis: widthAxis)
        spec.monospacedDigits = spec.monospacedDigits || style.monospacedDigit
        return (font, spec)
    }

    func color(for style: Text.Style) -> RGBAColor {
        if let color = style.color {
            color.reportAssetIssue(in: environment)
            return color.resolved(in: environment)
        }
        if let shapeStyle = style.shapeStyle { return shapeStyle.resolveStyle(in: environment).representativeColor }
        return environment.foregroundStyle(level: 0).representativeColor
    }

    mutating func appendRun(_ string: String, style: Text.Style) {
        guard !string.isEmpty else { return }
        var text = string
        switch environment.textCase {
        case .uppercase?: text = text.uppercased(with: environment.locale)
        case .lowercase?: text = text.lowercased(with: environment.locale)
        case nil: break
        }
        let color = color(for: style)
        var span = TextSpan(
            text: text, font: font(for: style).1, color: color, kerning: Double(style.kerning + style.tracking),
            underline: style.underline.map { $0?.resolved(in: environment) ?? color },
            strikethrough: style.strikethrough.map { $0?.resolved(in: environment) ?? color },
            baselineOffset: Double(style.baselineOffset),
            language: (style.typesettingLanguage ?? environment.typesettingLanguage).languageTag,
            customAttributes: customAttributeSet(style.customAttributes))
        // Runs styled alike are one span ("(" + "1284" + ")" from an interpolation), so they
        // shape and kern as one string, as they would typed in one piece.
        if var last = spans.last, last.attachment == nil {
            last.text = ""
            span.text = ""
            if last == span {
                spans[spans.count - 1].text += text
                return
            }
            span.text = text
        }
        spans.append(span)
    }
}

extension Text.Style {
    /// This style with a Markdown run's emphasis, code font and link colour.
    func applying(_ run: MarkdownRun, accent: Color) -> Text.Style {
        var result = self
        if run.traits.contains(.bold) { result.weight = .bold }
        if run.traits.contains(.italic) { result.italic = true }
        if run.traits.contains(.code) { result.design = .monospaced }
        if run.traits.contains(.strikethrough), result.strikethrough == nil { result.strikethrough = .some(nil) }
        if run.link != nil { result.color = accent }
        return result
    }
}
