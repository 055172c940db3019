import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`: an option set that
/// `redacted(reason:)` adds to the environment and `EnvironmentValues.redactionReasons`
/// reads back.
public struct RedactionReasons: OptionSet, Sendable {
    /// The reasons, one bit each.
    public let rawValue: Int

    /// The reasons whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is not loaded yet: text and images are drawn as placeholder boxes.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (a widget waiting for its refresh). Views can read it from
    /// the environment to change what they show; it does not change how text or images draw.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Why the views here are redacted; empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here were marked `privacySensitive()`, so `.privacy` redacts them.
    package var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn as placeholder boxes: redacted as placeholders,
    /// or redacted for privacy and marked private.
    package var drawsRedactedPlaceholders: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

/// How redacted text and images are drawn: boxes the colour of their content, faded, with
/// rounded corners, where the text's lines or the image would be. Layout is unchanged.
package enum RedactionPlaceholder {
    /// How much of the content's colour a placeholder box keeps.
    package static let opacity = 0.16

    /// The bar a text line of `line` becomes, in a text box whose top-left is `origin`: it
    /// spans the line's laid-out width and the band from above its capitals to just under its
    /// baseline (0.8 of the font's size), so consecutive lines keep a gap between bars.
    package static func bar(for line: TextLineMetrics, at origin: CGPoint) -> CGRect {
        let size = line.fontSize.isFinite ? max(0, line.fontSize) : 0
        return CGRect(x: origin.x + line.x, y: origin.y + line.baseline - size * 0.75, width: line.width, height: size * 0.8)
    }

    /// A filled box with corners rounded by a fifth of its height (a quarter of an image's
    /// shorter side at most 4 points), in `color` faded to the placeholder's opacity.
    package static func box(_ rect: CGRect, cornerRadius: CGFloat, color: RGBAColor) -> DisplayItem? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return nil }
        let radius = min(max(0, cornerRadius), rect.height / 2, rect.width / 2)
        return .fill(Path(roundedRect: rect, cornerRadius: radius, style: .continuous),
                     .color(color.multipliedOpacity(opacity)), FillStyle())
    }

    /// The bars of a redacted text, one per line.
    package static func textItems(_ lines: [TextLineMetrics], at origin: CGPoint, color: RGBAColor) -> [DisplayItem] {
        lines.compactMap { line in
            let bar = bar(for: line, at: origin)
            return box(bar, cornerRadius: bar.height / 5, color: color)
        }
    }

    /// The box a redacted image becomes: its whole frame.
    package static func imageItem(in frame: CGRect, color: RGBAColor) -> DisplayItem? {
        box(frame, cornerRadius: min(4, min(frame.width, frame.height) / 4), color: color)
    }
}
