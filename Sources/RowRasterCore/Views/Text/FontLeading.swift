extension Font {
    /// The line spacing of a text style, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The text style's own line height.
        case standard
        /// Lines 2 points closer: UIKit's `traitTightLeading`, which "subtracts 2 points from the
        /// current leading value" of a text-style font.
        case tight
        /// Lines 2 points further apart: `traitLooseLeading`, which adds 2 points.
        case loose

        /// The points the leading adds to each line.
        var points: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// This font with `leading`'s line spacing. As on iOS it changes text-style fonts
    /// (`.body.leading(.tight)`); fonts of a fixed size and custom fonts keep their line height.
    /// The serif and monospaced designs keep their stand-ins' own line heights, which have no
    /// Apple line height to adjust, and take no leading either.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leadingValue = leading
        return font
    }
}
