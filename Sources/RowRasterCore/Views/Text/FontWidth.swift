import Foundation

extension Font {
    /// A font width, as SwiftUI's `Font.Width` (iOS 16): SF Pro's compressed, condensed, standard
    /// and expanded designs.
    ///
    /// SF Pro's standard width stands on Inter; its other widths on Archivo (OFL-1.1, fetched
    /// from its PyPI package by scripts/install-dependencies.sh: Debian packages no open sans in
    /// those widths), a variable font drawn along its width axis (`wdth`, 62–125 % of its
    /// normal width) at the text's weight:
    ///
    /// | Width | value | Archivo `wdth` | width ÷ Inter's (regular / bold) |
    /// |---|---|---|---|
    /// | compressed | −0.3 | 62 | 0.62 / 0.65 |
    /// | condensed | −0.2 | 75 | 0.72 / 0.75 |
    /// | standard | 0 | Inter | 1 |
    /// | expanded | 0.2 | 118 | 1.10 / 1.15 |
    ///
    /// Other values run straight between those points and through `wdth` 108 at 0 (where
    /// Archivo is as wide as Inter), clamped to the axis; 0 and NaN are the standard width.
    /// Italic text takes Archivo's italic. SF Pro's tracking applies to every width, as the
    /// one `trak` table of Apple's variable SF Pro does.
    ///
    /// Only the system font's default design has widths, as on iOS: rounded, serif, monospaced
    /// and custom fonts draw a width as their standard one, without a warning. When Archivo is
    /// not installed, widths draw standard and the render lists
    /// `RenderWarning.unavailableFontWidth`.
    public struct Width: Hashable, Sendable {
        /// The width on UIKit's scale: negative is narrower, 0 standard, positive wider.
        public var value: CGFloat

        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The position on Archivo's width axis (percent of its normal width) this width is
        /// drawn at; nil for the standard width (Inter) and for a value that is not a number.
        ///
        /// SF Pro's named widths sit at `wdth` 47, 60, 100 and 132 of Apple's variable font;
        /// those are places on its own axis, not widths, so the points are chosen by width:
        /// Archivo's average advance (English letter frequencies, capsize's method) at 62, 75
        /// and 118 is 0.62, 0.72 and 1.10 × Inter's, against third-party samples of SF Pro
        /// Compressed ≈ 0.63, Condensed ≈ 0.71–0.74 and Expanded ≈ 1.17 × Inter (bold, display
        /// sizes: ±5 %). Between and beyond them, straight lines (the end segments extended),
        /// clamped to the axis's 62–125 and rounded to hundredths, so a width is one font.
        var widthAxis: Double? {
            let x = Double(value)
            guard !x.isNaN, x != 0 else { return nil }
            let axis: Double
            if x <= -0.2 {
                axis = 75 + (x + 0.2) * 130   // through (−0.3, 62) and (−0.2, 75)
            } else if x < 0 {
                axis = 108 + x * 165          // through (−0.2, 75) and (0, 108)
            } else {
                axis = 108 + x * 50           // through (0, 108) and (0.2, 118)
            }
            return ((min(125, max(62, axis))) * 100).rounded() / 100
        }

        /// The width's name, as warnings say it.
        var name: String {
            switch value {
            case Self.compressed.value: "compressed"
            case Self.condensed.value: "condensed"
            case Self.expanded.value: "expanded"
            default: "\(value)"
            }
        }
    }

    /// The position on Archivo's width axis text in this font draws at, given the width the
    /// text or a view around it asks for (else the font's own): nil when it draws its own width
    /// (the standard width; a design other than the default or a registered custom font, which
    /// have no widths on iOS either).
    func widthAxis(requested: Width?) -> Double? {
        guard design == .default, let axis = (requested ?? widthValue)?.widthAxis else { return nil }
        if case .custom(let name, _, _) = base, FontLibrary.face(named: name) != nil { return nil }
        return axis
    }

    /// This font at `width` (see ``Font/Width``).
    public func width(_ width: Width) -> Font {
        var font = self
        font.widthValue = width
        return font
    }
}

extension Text {
    /// The text at `width` (nil: the font's own; see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        text.style.width = width
        return text
    }
}

nonisolated extension View {
    /// Text inside at `width` (nil: each font's own; see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.textStyle) { $0.width = width }
    }
}
