/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// What a list row asks of its list: its insets, its separator, its background.
@MainActor
package struct ListRowTraits {
    package var insets: EdgeInsets?
    package var separator: Visibility = .automatic
    /// The colour of the separator under the row; nil for the system separator colour.
    package var separatorTint: RGBAColor?
    package var background: RenderNode?
    /// The swipe actions a render shows revealed, and their edge.
    package var swipeActions: (edge: HorizontalEdge, node: RenderNode)?
    /// Set on a section header of increased prominence, which sits closer to the card's edge.
    package var isProminentHeader = false
}
