import Foundation

/// A paragraph as the text engine laid it out, down to its glyphs: what a text renderer
/// (SwiftUI's `TextRenderer`) reads to draw lines, runs or single glyphs on their own.
///
/// Coordinates are the measured box's (top-left at 0, 0), as `TextLineMetrics`'s are.
package struct TextGlyphLayout: Sendable, Hashable {
    package var lines: [Line]
    /// Whether an ellipsis replaced text that did not fit.
    package var isTruncated: Bool

    package init(lines: [Line], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// One line: its runs, left to right as drawn.
    package struct Line: Sendable, Hashable {
        /// Where the line's baseline starts.
        package var origin: CGPoint
        package var width: CGFloat
        /// The line's height above and below its baseline, and the space under it.
        package var ascent: CGFloat
        package var descent: CGFloat
        package var leading: CGFloat
        package var runs: [Run]

        package init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat, runs: [Run]) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.runs = runs
        }
    }

    /// Glyphs shaped with one font and one style, in drawing order.
    package struct Run: Sendable, Hashable {
        /// Each glyph's start and advance along the line, from the line's origin.
        package var glyphX: [CGFloat]
        package var glyphAdvance: [CGFloat]
        /// The index in the paragraph's string (in UTF-16 units of the text as laid out) of the
        /// character each glyph draws.
        package var characterIndices: [Int]
        /// The span of the paragraph the run's text comes from.
        package var spanIndex: Int
        package var isRightToLeft: Bool
        /// The run's font's height above and below the baseline.
        package var ascent: CGFloat
        package var descent: CGFloat

        package init(glyphX: [CGFloat], glyphAdvance: [CGFloat], characterIndices: [Int], spanIndex: Int,
                     isRightToLeft: Bool, ascent: CGFloat, descent: CGFloat) {
            self.glyphX = glyphX
            self.glyphAdvance = glyphAdvance
            self.characterIndices = characterIndices
            self.spanIndex = spanIndex
            self.isRightToLeft = isRightToLeft
            self.ascent = ascent
            self.descent = descent
        }
    }
}

/// The part of a laid-out paragraph a text item draws: one line, one run of it, or some of
/// that run's glyphs (indices into `TextGlyphLayout.Run`'s arrays).
package struct TextGlyphSelection: Sendable, Hashable {
    package var line: Int
    /// nil draws the whole line.
    package var run: Int?
    /// nil draws the whole run.
    package var glyphs: Range<Int>?

    package init(line: Int, run: Int? = nil, glyphs: Range<Int>? = nil) {
        self.line = line
        self.run = run
        self.glyphs = glyphs
    }
}
