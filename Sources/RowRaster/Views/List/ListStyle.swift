/// The appearance of a `List`, as SwiftUI's list styles.
public protocol ListStyle: Sendable {}

/// Rows edge to edge on the system background, section headers pinned while their section scrolls.
public struct PlainListStyle: ListStyle, Hashable { public init() {} }
/// Sections as rounded cards on the grouped background (the iOS default).
public struct InsetGroupedListStyle: ListStyle, Hashable { public init() {} }
/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle, Hashable { public init() {} }
/// Rows inset from the edges on the system background.
public struct InsetListStyle: ListStyle, Hashable { public init() {} }
/// The platform default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, Hashable { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

extension ListAppearance {
    static func of(_ style: any ListStyle) -> ListAppearance {
        switch style {
        case is PlainListStyle: return .plain
        case is GroupedListStyle: return .grouped
        case is InsetListStyle: return .inset
        default: return .insetGrouped
        }
    }
}

private struct ListStyleKey: EnvironmentKey { static var defaultValue: ListAppearance { .insetGrouped } }

extension EnvironmentValues {
    var listAppearance: ListAppearance {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, ListAppearance.of(style))
    }
}
