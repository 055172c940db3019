import Foundation

extension AttributeScopes {
    /// The attributes `Text` reads from an `AttributedString`, as SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`: set them as app code does,
    /// `string.font = .headline`, `string.foregroundColor = .red`, `container.kern = 2`,
    /// `string.swiftUI.underlineStyle = .single`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A colour behind the run. Accepted; not drawn.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through the run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under the run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Space between characters, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Space after each character, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// How far the run is raised above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes, for `string.swiftUI.foregroundColor`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `AttributedString` and `AttributeContainer` name SwiftUI's attributes directly.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Shows an attributed string: each run with its SwiftUI attributes (font, colour,
    /// underline, strikethrough, kerning, tracking, baseline offset) over the text's own
    /// styles, and links in the accent colour.
    ///
    /// Disfavoured because this Foundation's `AttributedString` is a string literal type: a
    /// literal must stay a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.init(storage: .attributed(attributedContent))
    }
}

extension TextResolution {
    typealias SwiftUIAttributes = AttributeScopes.SwiftUIAttributes

    mutating func appendAttributed(_ attributed: AttributedString, style: Text.Style) {
        for run in attributed.runs {
            var runStyle = style
            if let font = run[SwiftUIAttributes.FontAttribute.self] {
                // A run's font replaces the text's, and the text's weight no longer applies to it.
                runStyle.font = font
                runStyle.weight = nil
            }
            if let color = run[SwiftUIAttributes.ForegroundColorAttribute.self] { runStyle.color = color }
            if let line = run[SwiftUIAttributes.UnderlineStyleAttribute.self] { runStyle.underline = .some(line.color) }
            if let line = run[SwiftUIAttributes.StrikethroughStyleAttribute.self] { runStyle.strikethrough = .some(line.color) }
            if let kern = run[SwiftUIAttributes.KerningAttribute.self] { runStyle.kerning = kern }
            if let tracking = run[SwiftUIAttributes.TrackingAttribute.self] { runStyle.tracking = tracking }
            if let offset = run[SwiftUIAttributes.BaselineOffsetAttribute.self] { runStyle.baselineOffset = offset }
            if run.link != nil { runStyle.color = environment.tintOrAccent }
            appendRun(String(attributed[run.range].characters), style: runStyle)
        }
    }
}
