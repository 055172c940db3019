import Foundation

/// A font request the text engine resolves against the project's own font set-up.
package struct FontSpec: Sendable, Hashable {
    /// Families in order of preference; later ones are fallbacks for missing glyphs.
    package var families: [String]
    /// Size in points (user-space units), not in typographic points at some resolution.
    package var size: Double
    /// CSS/OpenType weight, 100…900.
    package var weight: Int
    package var italic: Bool
    /// Tabular figures (`tnum`), as `.monospacedDigit()` asks for.
    package var monospacedDigits: Bool
    /// Lowercase letters drawn as small capitals (`smcp`), as `.lowercaseSmallCaps()` asks for.
    package var lowercaseSmallCaps: Bool
    /// Capitals drawn as small capitals (`c2sc`), as `.uppercaseSmallCaps()` asks for.
    package var uppercaseSmallCaps: Bool
    /// The line metrics of the Apple font this one stands in for, which text lays out with
    /// instead of the substitute's own; nil keeps the font's own (a custom font, as on iOS).
    package var lineMetrics: LineMetrics?
    /// Contextual alternates (`calt`) off: the substitute's typographic habits that the Apple
    /// font does not have (Inter turns `->` into an arrow) stay off.
    package var contextualAlternatesOff: Bool
    /// Space in points after every character that the Apple font this one stands in for adds at
    /// this size (its tracking table); text styles' own `tracking` and `kerning` add to it.
    package var tracking: Double
    /// The position on a variable family's width axis (`wdth`, percent of its normal width) to
    /// draw at; nil for the font's own width.
    package var widthAxis: Double?
    /// The horizontal scale the substitute is drawn at, so that its advance widths are the Apple
    /// font's (SF Pro's on Inter: `SystemFontWidths`); 1 draws the font as designed.
    package var widthScale: Double
    /// Points added to each line below the Apple font's line height (`Font.leading(_:)`:
    /// −2 tight, +2 loose); only fonts laid out with `lineMetrics` take it.
    package var leading: Double

    package init(families: [String], size: Double, weight: Int = 400, italic: Bool = false,
                monospacedDigits: Bool = false, lowercaseSmallCaps: Bool = false,
                uppercaseSmallCaps: Bool = false, lineMetrics: LineMetrics? = nil, contextualAlternatesOff: Bool = false,
                tracking: Double = 0, widthAxis: Double? = nil, widthScale: Double = 1, leading: Double = 0) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
        self.lowercaseSmallCaps = lowercaseSmallCaps
        self.uppercaseSmallCaps = uppercaseSmallCaps
        self.lineMetrics = lineMetrics
        self.contextualAlternatesOff = contextualAlternatesOff
        self.tracking = tracking
        self.widthAxis = widthAxis
        self.widthScale = widthScale
        self.leading = leading
    }

    /// The height of a line of this font laid out with the Apple font's line metrics, leading
    /// included; nil for a font that keeps its own.
    package var appleLineHeight: Double? { lineMetrics.map { $0.lineHeight(at: size) + leading } }

    /// A font's ascent and descent per point of size: a line of it is `ascent + descent` points
    /// per point tall, with the baseline `ascent` below the line's top.
    package struct LineMetrics: Sendable, Hashable {
        package var ascent: Double
        package var descent: Double

        package init(ascent: Double, descent: Double) {
            self.ascent = ascent
            self.descent = descent
        }

        /// SF Pro's (and SF Pro Rounded's) vertical metrics, the `hhea` ascender 1950 and descender
        /// 494 of 2048 units, no line gap: UIFont's `lineHeight` is 1.1934 × the point size
        /// (20.29 points for 17-point body text), its `ascender` 0.9521 ×.
        package static let sanFrancisco = LineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048)

        /// The height of a line at `size` points.
        package func lineHeight(at size: Double) -> Double { (ascent + descent) * size }
    }

    /// The OpenType features the flags ask for, in one list: a text engine applies them as one
    /// setting, so no flag can mask another. Empty when none is on.
    package var openTypeFeatures: [String] {
        var features: [String] = []
        if monospacedDigits { features.append("tnum") }
        if lowercaseSmallCaps { features.append("smcp") }
        if uppercaseSmallCaps { features.append("c2sc") }
        if contextualAlternatesOff { features.append("-calt") }
        return features
    }
}

/// An object drawn inline in text (an image in a `Text`): a box standing on the baseline.
package struct TextAttachment: Sendable, Hashable {
    /// The box, in points; the line makes room for it.
    package var size: CGSize
    /// Distance from the box's top down to the baseline it stands on.
    package var ascent: Double
    /// What the attachment draws, with the box's top-left corner at the origin.
    package var items: [DisplayItem]

    package init(size: CGSize, ascent: Double, items: [DisplayItem]) {
        self.size = size
        self.ascent = ascent
        self.items = items
    }

    /// The character an attachment stands for in the paragraph's string (OBJECT REPLACEMENT CHARACTER).
    package static let character = "\u{FFFC}"
}

/// A run of text with one style.
package struct TextSpan: Sendable, Hashable {
    package var text: String
    package var font: FontSpec
    package var color: RGBAColor
    package var kerning: Double
    package var underline: RGBAColor?
    package var strikethrough: RGBAColor?
    package var baselineOffset: Double
    /// An inline object this span stands for; its text is then `TextAttachment.character`.
    package var attachment: TextAttachment?
    /// The language the span is typeset in (a BCP 47 tag, `ja`), which chooses among a
    /// script's regional glyph forms (Han characters drawn the Japanese or the Chinese way);
    /// nil for the default.
    package var language: String?
    /// Which set of `Text.customAttribute(_:)` values the span carries, as an index into the
    /// table its text keeps (the values are the app's own types, which drawing never needs);
    /// nil for none. Runs with different sets are different spans.
    package var customAttributes: Int?

    package init(text: String, font: FontSpec, color: RGBAColor, kerning: Double = 0,
                underline: RGBAColor? = nil, strikethrough: RGBAColor? = nil, baselineOffset: Double = 0,
                attachment: TextAttachment? = nil, language: String? = nil, customAttributes: Int? = nil) {
        self.attachment = attachment
        self.language = language
        self.customAttributes = customAttributes
        self.text = text
        self.font = font
        self.color = color
        self.kerning = kerning
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
    }
}

/// Horizontal alignment of the lines of a multi-line text, as `multilineTextAlignment`.
package enum TextLineAlignment: String, Sendable, Hashable {
    case leading, center, trailing
}

/// Where an ellipsis replaces text that does not fit.
package enum TextTruncation: String, Sendable, Hashable {
    case head, middle, tail
}

/// Styled text with its paragraph attributes: everything needed to shape and break it.
package struct TextParagraph: Sendable, Hashable {
    package var spans: [TextSpan]
    package var alignment: TextLineAlignment
    package var lineLimit: Int?
    package var truncation: TextTruncation
    package var lineSpacing: Double

    package init(spans: [TextSpan], alignment: TextLineAlignment = .leading, lineLimit: Int? = nil,
                truncation: TextTruncation = .tail, lineSpacing: Double = 0) {
        self.spans = spans
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.lineSpacing = lineSpacing
    }

    package var string: String { spans.map(\.text).joined() }

    /// The paragraph with every font size multiplied by `factor` (for `minimumScaleFactor`).
    package func scaled(by factor: Double) -> TextParagraph {
        var copy = self
        for index in copy.spans.indices { copy.spans[index].font.size *= factor }
        return copy
    }
}

/// The box a paragraph is laid out in: the proposal the text answered.
package struct TextBox: Sendable, Hashable {
    /// Width lines wrap at; nil lays the text out on one line per paragraph (its ideal size).
    package var wrapWidth: CGFloat?
    /// Height the lines must fit in; lines beyond it are dropped and the last one truncated.
    package var maxHeight: CGFloat?

    package init(wrapWidth: CGFloat?, maxHeight: CGFloat?) {
        self.wrapWidth = wrapWidth
        self.maxHeight = maxHeight
    }
}

/// The measured size of a laid-out paragraph.
package struct TextMeasurement: Sendable, Hashable {
    package var size: CGSize
    /// Distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    package var lineCount: Int
    /// Whether an ellipsis replaced text that did not fit.
    package var isTruncated: Bool

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool = false) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}

/// One laid-out line of a paragraph, in the measured box's coordinates (top-left at 0, 0).
package struct TextLineMetrics: Sendable, Hashable {
    /// Where the line starts (an aligned line starts after the space alignment left).
    package var x: CGFloat
    /// The line's width as laid out.
    package var width: CGFloat
    /// Distance from the box's top to the line's baseline.
    package var baseline: CGFloat
    /// The size of the line's first font, in points.
    package var fontSize: CGFloat

    package init(x: CGFloat, width: CGFloat, baseline: CGFloat, fontSize: CGFloat) {
        self.x = x
        self.width = width
        self.baseline = baseline
        self.fontSize = fontSize
    }
}

/// The text-measurement service the raster backend offers to layout.
///
/// Layout never sees Pango; it asks this protocol, and the backend later draws the same
/// paragraph in the same box, so measured and drawn line breaks agree.
package protocol TextMeasuring: AnyObject {
    func measure(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> TextMeasurement
    /// Where each laid-out line of `paragraph` in `box` is, top to bottom, in the measured box's
    /// coordinates: asked for only by the few texts that draw lines as bars (redaction), so
    /// measuring every other text allocates nothing for it.
    func lineMetrics(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> [TextLineMetrics]
    /// The lines, runs and glyphs of `paragraph` laid out in `box`, in the measured box's
    /// coordinates: asked for only by text drawn through a text renderer.
    func glyphLayout(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> TextGlyphLayout
}
