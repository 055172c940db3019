/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Styling modifiers on `Text` return `Text`, so styled runs can be concatenated with `+`.
public struct Text: View, PrimitiveView, Equatable {
    enum Storage: Equatable {
        case verbatim(String)
        case concatenation([Text])
    }

    /// A style applied to this text's runs; later modifiers override earlier ones, and
    /// anything not set comes from the environment.
    struct Style: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        var kerning: CGFloat = 0
        var underline: Color?? = nil
        var strikethrough: Color?? = nil
        var baselineOffset: CGFloat = 0
        var monospacedDigit = false
    }

    var storage: Storage
    var style = Style()

    public init(verbatim content: String) { storage = .verbatim(content) }

    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    public init(_ key: LocalizedStringKey) { storage = .verbatim(key.text) }

    public var body: Never { bodyError() }

    /// Where an ellipsis goes when text does not fit, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// A letter case transform, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(verbatim: "")
        result.storage = .concatenation([lhs, rhs])
        return result
    }

    // MARK: Styling

    private func with(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        return copy
    }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { with { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { with { $0.color = color } }
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.kerning = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.baselineOffset = offset } }
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.underline = isActive ? .some(color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.strikethrough = isActive ? .some(color) : nil }
    }

    // MARK: Resolving

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        [TextNode(paragraph: paragraph(in: context.environment), fill: gradientFill(in: context.environment),
                  minimumScaleFactor: context.environment.minimumScaleFactor, context: context.layout)]
    }

    /// A gradient foreground style fills the glyphs (when no run sets its own colour).
    func gradientFill(in environment: EnvironmentValues) -> ResolvedStyle? {
        let style = environment.foregroundStyle(level: 0)
        if case .color = style { return nil }
        return hasExplicitColor ? nil : style
    }

    private var hasExplicitColor: Bool {
        if style.color != nil { return true }
        if case .concatenation(let parts) = storage { return parts.contains { $0.hasExplicitColor } }
        return false
    }

    /// The styled runs and paragraph attributes this text has in `environment`.
    func paragraph(in environment: EnvironmentValues) -> TextParagraph {
        var spans: [TextSpan] = []
        appendSpans(to: &spans, inherited: Style(), environment: environment)
        let alignment: TextLineAlignment
        switch environment.multilineTextAlignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        let truncation: TextTruncation
        switch environment.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        return TextParagraph(spans: spans, alignment: alignment, lineLimit: environment.lineLimit,
                             truncation: truncation, lineSpacing: Double(environment.lineSpacing))
    }

    private func appendSpans(to spans: inout [TextSpan], inherited: Style, environment: EnvironmentValues) {
        let merged = inherited.overridden(by: style)
        switch storage {
        case .concatenation(let parts):
            for part in parts { part.appendSpans(to: &spans, inherited: merged, environment: environment) }
        case .verbatim(let string):
            var text = string
            switch environment.textCase {
            case .uppercase?: text = text.uppercased()
            case .lowercase?: text = text.lowercased()
            case nil: break
            }
            let font = merged.font ?? environment.font ?? .body
            var spec = font.spec(weight: merged.weight, italic: merged.italic)
            spec.monospacedDigits = spec.monospacedDigits || merged.monospacedDigit
            let color: RGBAColor
            if let explicit = merged.color {
                color = explicit.resolved
            } else {
                color = environment.foregroundStyle(level: 0).representativeColor
            }
            spans.append(TextSpan(
                text: text, font: spec, color: color, kerning: Double(merged.kerning),
                underline: merged.underline.map { $0?.resolved ?? color },
                strikethrough: merged.strikethrough.map { $0?.resolved ?? color },
                baselineOffset: Double(merged.baselineOffset)))
        }
    }
}

extension Text.Style {
    /// This style with every attribute `other` sets replacing the one here.
    func overridden(by other: Text.Style) -> Text.Style {
        var result = self
        if let font = other.font { result.font = font }
        if let weight = other.weight { result.weight = weight }
        if other.italic { result.italic = true }
        if let color = other.color { result.color = color }
        if other.kerning != 0 { result.kerning = other.kerning }
        if let underline = other.underline { result.underline = underline }
        if let strikethrough = other.strikethrough { result.strikethrough = strikethrough }
        if other.baselineOffset != 0 { result.baselineOffset = other.baselineOffset }
        if other.monospacedDigit { result.monospacedDigit = true }
        return result
    }
}

/// A string literal with interpolations, as `Text("\(count) items")` takes it.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += String(format: specifier, Double(value))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += String(format: specifier, Int(value))
        }
        public mutating func appendInterpolation(_ text: Text) {
            if case .verbatim(let string) = text.storage { self.text += string }
        }
    }
}
