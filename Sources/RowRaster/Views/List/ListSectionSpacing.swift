import Foundation

/// The space between the sections of a list, as SwiftUI's `ListSectionSpacing`: the value
/// `listSectionSpacing(_:)` takes.
public struct ListSectionSpacing: Sendable {
    enum Kind: Hashable, Sendable {
        case standard, compact
        case custom(CGFloat)
    }

    let kind: Kind

    /// The list style's own spacing between sections.
    public static let `default` = ListSectionSpacing(kind: .standard)

    /// Less space between sections than the default.
    public static let compact = ListSectionSpacing(kind: .compact)

    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(kind: .custom(spacing)) }
}
