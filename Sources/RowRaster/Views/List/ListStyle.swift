/// The appearance of a `List`, as SwiftUI's list styles.
public protocol ListStyle: Sendable {}

/// Rows edge to edge on white, section headers pinned while their section scrolls.
public struct PlainListStyle: ListStyle, Hashable { public init() {} }
/// Sections as rounded white cards on the grouped grey background (the iOS default).
public struct InsetGroupedListStyle: ListStyle, Hashable { public init() {} }
/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle, Hashable { public init() {} }
/// Rows inset from the edges on white.
public struct InsetListStyle: ListStyle, Hashable { public init() {} }
/// The platform default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, Hashable { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

/// The measurements a list style stands for (iPhone, light mode).
struct ListAppearance: Hashable, Sendable {
    /// Margin between the screen edge and the section cards.
    var sectionMargin: CGFloat
    var cornerRadius: CGFloat
    var background: RGBAColor
    var pinsHeaders: Bool
    /// Space between sections.
    var sectionSpacing: CGFloat
    var headerFont: Font
    var headerColor: RGBAColor
    var uppercaseHeaders: Bool

    /// UIKit's systemGroupedBackground.
    static let groupedBackground = RGBAColor(hex: 0xF2F2F7)

    static let insetGrouped = ListAppearance(sectionMargin: 16, cornerRadius: 10, background: groupedBackground, pinsHeaders: false,
                                             sectionSpacing: 20, headerFont: .footnote, headerColor: RGBAColor(hex: 0x3C3C43, opacity: 0.6),
                                             uppercaseHeaders: true)
    static let grouped = ListAppearance(sectionMargin: 0, cornerRadius: 0, background: groupedBackground, pinsHeaders: false,
                                        sectionSpacing: 20, headerFont: .footnote, headerColor: RGBAColor(hex: 0x3C3C43, opacity: 0.6),
                                        uppercaseHeaders: true)
    static let plain = ListAppearance(sectionMargin: 0, cornerRadius: 0, background: .white, pinsHeaders: true, sectionSpacing: 0,
                                      headerFont: .headline, headerColor: .black, uppercaseHeaders: false)
    static let inset = ListAppearance(sectionMargin: 16, cornerRadius: 10, background: .white, pinsHeaders: false,
                                      sectionSpacing: 20, headerFont: .headline, headerColor: .black, uppercaseHeaders: false)

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

extension View {
    /// The style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, ListAppearance.of(style))
    }
}
