import RowRasterDisplay

/// Runs of a span's characters by the font iOS draws them with: what the system font asks of
/// its substitute (SF Pro's tracking, contextual alternates off) applies only to the characters
/// SF Pro itself draws.
///
/// On iOS, SF Pro draws Latin, Greek and Cyrillic text with its digits, punctuation and
/// symbols; Arabic, Hebrew, Devanagari, Thai, CJK and emoji come from other fonts (SF Arabic,
/// PingFang, Apple Color Emoji…), which take neither SF Pro's tracking table nor its habits. So
/// those characters get only the text's own `kerning`/`tracking` and their font's own
/// contextual alternates, which Arabic and Indic shaping rely on.
extension PangoTextEngine {
    /// A run of a span's shaped text: its UTF-8 byte range, whether SF Pro draws it, and its
    /// letter spacing in Pango units.
    struct SystemFontRun {
        let bytes: Range<Int>
        let isSanFrancisco: Bool
        let letterSpacing: Int32
    }

    /// The runs of `span`, in order, covering its whole text.
    func systemFontRuns(of span: TextSpan) -> [SystemFontRun] {
        let count = span.shapedText.utf8.count
        let full = letterSpacing(of: span)
        let own = letterSpacing(points: span.kerning)
        // One run, with nothing allocated, when the font asks nothing SF Pro-specific or the
        // text has no letter of another script (nearly every Latin label).
        guard full != own || span.font.contextualAlternatesOff,
              span.shapedText.unicodeScalars.contains(where: { Self.scriptOwner($0) == false }) else {
            return count == 0 ? [] : [SystemFontRun(bytes: 0..<count, isSanFrancisco: true, letterSpacing: full)]
        }
        // Spaces, digits, punctuation, emoji and combining marks belong to the script before
        // them (or after, at the start), as in Unicode's script runs: the space between two
        // Arabic words is the Arabic font's, the full stop after a Latin word SF Pro's.
        var current = span.shapedText.unicodeScalars.lazy.compactMap(Self.scriptOwner).first ?? true
        var runs: [SystemFontRun] = []
        var runStart = 0, offset = 0
        for scalar in span.shapedText.unicodeScalars {
            let owner = Self.scriptOwner(scalar) ?? current
            if owner != current {
                // Never at the first character: `current` starts as the first letter's script.
                runs.append(SystemFontRun(bytes: runStart..<offset, isSanFrancisco: current, letterSpacing: current ? full : own))
                runStart = offset
                current = owner
            }
            offset += scalar.utf8.count
        }
        runs.append(SystemFontRun(bytes: runStart..<offset, isSanFrancisco: current, letterSpacing: current ? full : own))
        return runs
    }

    /// Whether a letter of `scalar`'s script is drawn by SF Pro on iOS (Latin, Greek, Cyrillic:
    /// true) or by another font (Hebrew, Arabic, the Indic and South-East Asian scripts, CJK,
    /// Hangul: false); nil for a character of no script of its own (spaces, digits,
    /// punctuation, symbols, emoji, combining marks, inline images), which belongs to the script
    /// around it, as Unicode's Common and Inherited characters do.
    static func scriptOwner(_ scalar: Unicode.Scalar) -> Bool? {
        switch scalar.value {
        case 0x0041...0x005A, 0x0061...0x007A, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x02AF,
             0x0370...0x03FF, 0x0400...0x052F, 0x1D00...0x1DBF, 0x1E00...0x1FFF, 0x2C60...0x2C7F,
             0x2DE0...0x2DFF, 0xA640...0xA69F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06:
            true
        case 0x0590...0x08FF, 0x0900...0x109F, 0x1100...0x11FF, 0x1780...0x18AF, 0x2E80...0x2FFF,
             0x3040...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
             0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            false
        default:
            nil
        }
    }
}
