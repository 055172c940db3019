import Foundation

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Styling modifiers on `Text` return `Text`, so styled runs can be concatenated with `+`.
/// As in SwiftUI, a string literal (`Text("**Bold** news")`) is a `LocalizedStringKey` and
/// its inline Markdown is applied; a `String` value (`Text(title)`) and `Text(verbatim:)` are
/// shown exactly as they are.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    enum Storage: Equatable {
        case verbatim(String)
        case concatenation([Text])
        /// A literal: Markdown, and interpolations resolved in the environment.
        case localized(LocalizedStringKey)
        case date(TextDate)
        case formatted(FormattedValue)
        case attributed(AttributedString)
        /// An image drawn inline, at the text's size and in its colour.
        case image(Image)
    }

    /// A style applied to this text's runs; later modifiers override earlier ones, and
    /// anything not set comes from the environment.
    struct Style: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var italic = false
        var color: Color?
        /// A foreground style other than a colour (`.secondary`, a gradient), resolved in
        /// the environment the text is drawn in; `color` and `shapeStyle` exclude each other.
        var shapeStyle: AnyShapeStyle?
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var underline: Color?? = nil
        var strikethrough: Color?? = nil
        var baselineOffset: CGFloat = 0
        var monospacedDigit = false
        var width: Font.Width?
        /// Set by `typesettingLanguage(_:isEnabled:)`; nil takes the environment's.
        var typesettingLanguage: TypesettingLanguage?
        /// `customAttribute(_:)` values, one per type, for a text renderer to read.
        var customAttributes: [AnyHashable] = []
    }

    var storage: Storage
    var style = Style()

    nonisolated init(storage: Storage) { self.storage = storage }

    /// Shows `content` as it is, without Markdown or localization.
    nonisolated public init(verbatim content: String) { storage = .verbatim(content) }

    /// Shows a string value as it is, without Markdown (SwiftUI's rule for non-literals).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Shows a string literal, with its inline Markdown and interpolations.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        var key = key
        key.table = tableName
        storage = .localized(key)
    }

    /// An image drawn inline in text, at the font's size and in the text's colour.
    nonisolated public init(_ image: Image) { storage = .image(image) }

    @MainActor public var body: Never { bodyError() }

    /// Where an ellipsis goes when text does not fit, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// A letter case transform, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation([lhs, rhs]))
    }

    // MARK: Styling

    func with(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        return copy
    }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// The font's design (`.serif`, `.monospaced`, …) for this text.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }
    /// This text in the monospaced design of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func bold() -> Text { with { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color; $0.shapeStyle = nil } }

    /// Colours the text with a style: a colour, a hierarchical level (`.secondary` is the
    /// second level of the foreground style around the text, as in SwiftUI, not a fixed grey),
    /// or a gradient, which fills the glyphs when it is the whole text's style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with {
            if let color = style as? Color {
                $0.color = color
                $0.shapeStyle = nil
            } else {
                $0.color = nil
                $0.shapeStyle = AnyShapeStyle(style)
            }
        }
    }
    /// Space between character pairs, in points. Drawn as Pango letter spacing, like `tracking`.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
    /// Space added after every character, in points. SwiftUI keeps ligatures with kerning and
    /// breaks them with tracking; here both are letter spacing (Inter's default ligatures are
    /// few) and, when both are set, they add up.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.baselineOffset = offset } }
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.underline = isActive ? .some(color) : nil }
    }
    /// An underline; every pattern is drawn as a solid line.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.strikethrough = isActive ? .some(color) : nil }
    }
    /// A strikethrough; every pattern is drawn as a solid line.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    // MARK: Resolving

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let environment = context.environment
        let (paragraph, customAttributes) = resolved(in: environment)
        return [TextNode(paragraph: paragraph, fill: gradientFill(in: environment),
                         minimumScaleFactor: environment.minimumScaleFactor,
                         allowsTightening: environment.allowsTightening,
                         reservedLineCount: environment.reservedLineCount,
                         isRedacted: environment.drawsRedactedPlaceholders,
                         customAttributes: customAttributes,
                         renderer: environment.textRendering.map { TextNode.Renderer(rendering: $0, environment: environment) },
                         context: context.layout)]
    }

    /// A gradient foreground style fills the glyphs (when no run sets its own colour).
    @MainActor func gradientFill(in environment: EnvironmentValues) -> ResolvedStyle? {
        if let own = style.shapeStyle {
            let resolved = own.resolveStyle(in: environment)
            if case .color = resolved { return nil }
            return resolved
        }
        let style = environment.foregroundStyle(level: 0)
        if case .color = style { return nil }
        return hasExplicitColor ? nil : style
    }

    private var hasExplicitColor: Bool {
        if style.color != nil || style.shapeStyle != nil { return true }
        switch storage {
        case .concatenation(let parts): return parts.contains { $0.hasExplicitColor }
        case .localized(let key): return key.arguments.values.contains { $0.hasExplicitColor }
        default: return false
        }
    }

    /// The styled runs and paragraph attributes this text has in `environment`; what goes
    /// wrong resolving them (a formatter that gave no string, a missing font or image) is
    /// reported to the environment's render.
    @MainActor package func paragraph(in environment: EnvironmentValues) -> TextParagraph {
        resolved(in: environment).paragraph
    }

    /// The paragraph, and the sets of custom attributes its spans refer to by index.
    @MainActor func resolved(in environment: EnvironmentValues) -> (paragraph: TextParagraph, customAttributes: [[AnyHashable]]) {
        var resolution = TextResolution(environment: environment)
        resolution.append(self, inherited: environment.textStyle)
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
        let paragraph = TextParagraph(spans: resolution.spans, alignment: alignment, lineLimit: environment.lineLimit,
                                      truncation: truncation, lineSpacing: Double(environment.lineSpacing))
        return (paragraph, resolution.customAttributeSets)
    }
}

extension Text.Style {
    /// This style with every attribute `other` sets replacing the one here.
    func overridden(by other: Text.Style) -> Text.Style {
        var result = self
        if let font = other.font { result.font = font }
        if let weight = other.weight { result.weight = weight }
        if let design = other.design { result.design = design }
        if other.italic { result.italic = true }
        if let color = other.color { result.color = color; result.shapeStyle = nil }
        if let shapeStyle = other.shapeStyle { result.shapeStyle = shapeStyle; result.color = nil }
        if other.kerning != 0 { result.kerning = other.kerning }
        if other.tracking != 0 { result.tracking = other.tracking }
        if let underline = other.underline { result.underline = underline }
        if let strikethrough = other.strikethrough { result.strikethrough = strikethrough }
        if other.baselineOffset != 0 { result.baselineOffset = other.baselineOffset }
        if other.monospacedDigit { result.monospacedDigit = true }
        if let width = other.width { result.width = width }
        if let language = other.typesettingLanguage { result.typesettingLanguage = language }
        // Inner values replace outer ones of the same type; other outer ones still apply.
        for value in other.customAttributes {
            result.customAttributes.removeAll { type(of: $0.base) == type(of: value.base) }
            result.customAttributes.append(value)
        }
        return result
    }
}
