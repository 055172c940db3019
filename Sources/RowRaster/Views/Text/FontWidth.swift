import Foundation

extension Font {
    /// A font width, as SwiftUI's `Font.Width` (iOS 16): SF Pro's compressed, condensed, standard
    /// and expanded designs.
    ///
    /// RowRaster draws every width at the standard width and lists
    /// `RenderWarning.unavailableFontWidth` in the render's warnings: SF Pro stands on Inter
    /// here, and Debian packages no open family with Inter's design in other widths (stretching
    /// Inter's glyphs would misstate SF Pro's narrow and wide designs). Row code that sets a
    /// width compiles and renders; a golden of it fails on the warning unless the suite allows
    /// warnings.
    public struct Width: Hashable, Sendable {
        /// The width on UIKit's scale: negative is narrower, 0 standard, positive wider.
        public var value: CGFloat

        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

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

    /// This font at `width`: drawn at the standard width, with a warning (see ``Font/Width``).
    public func width(_ width: Width) -> Font {
        var font = self
        font.widthValue = width
        return font
    }
}

extension Text {
    /// The text at `width` (nil: the font's own): drawn at the standard width, with a warning
    /// (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        text.style.width = width
        return text
    }
}

extension View {
    /// Text inside at `width`: drawn at the standard width, with a warning (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.textStyle) { $0.width = width }
    }
}
