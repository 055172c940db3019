import Foundation

/// A list row's badge: the row's content, then the badge trailing in the secondary label
/// colour, as iOS draws a badge in a list row (the standard badge prominence). Outside a list
/// iOS shows badges on tab items only, which RowRaster does not draw, so there it changes
/// nothing.
nonisolated struct _ListRowBadgeModifier: NodeWrappingModifier {
    /// The badge's text; nil, or a count of zero, for no badge.
    let badge: Text?

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        guard let badge, context.environment.isInList else { return node }
        let label = context.graph.makeNodes(badge.foregroundStyle(.secondary).lineLimit(1), in: context.child(6))
        // The content takes the row's width, leading; the badge hugs its text at the trailing edge.
        let content = FlexFrameNode(horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: nil),
                                    alignment: .leading, child: node)
        let row = StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: nil, children: [content] + label, context: context.layout)
        // The row's list traits (insets, background, separator) stay the row's.
        row.listRowTraits = node.listRowTraits
        return row
    }
}

nonisolated extension View {
    /// A count shown trailing in the row when the view is a list row; zero shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(_ListRowBadgeModifier(badge: count == 0 ? nil : Text(count.formatted())))
    }

    /// A text shown trailing in the row when the view is a list row; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(_ListRowBadgeModifier(badge: label))
    }

    /// A localized text shown trailing in the row when the view is a list row.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_ListRowBadgeModifier(badge: key.map { Text($0) }))
    }

    /// A string shown trailing in the row when the view is a list row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_ListRowBadgeModifier(badge: label.map { Text($0) }))
    }

    /// The prominence of the badges inside. iOS draws `.standard` and `.decreased` badges
    /// alike in lists: trailing text in the secondary label colour, no platter.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }

    /// Whether the row can be selected. A render shows no selection, so nothing changes.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// How much a badge draws attention, as SwiftUI's `BadgeProminence`.
///
/// `.increased` (iOS's red platter) is left out: the platter's measurements are not
/// documented, so it could not be drawn as iOS draws it.
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int

    /// A value that suggests action (unread messages): in lists on iOS, text with no platter.
    public static let standard = BadgeProminence(level: 0)
    /// Passive information (a folder's item count): on iOS, drawn as `standard`.
    public static let decreased = BadgeProminence(level: -1)
}

private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// The prominence of badges in this environment: ``BadgeProminence/standard`` unless set.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}
