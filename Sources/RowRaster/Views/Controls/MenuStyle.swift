/// The look of a menu, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a menu style draws: the label, and the items, as views.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The menu's items, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
}

/// The platform's look: the label as a button.
public struct DefaultMenuStyle: MenuStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuButtonBody(configuration: configuration) }
}

/// The label as a button, in the button style set around the menu (`.buttonStyle(.bordered)`).
public struct ButtonMenuStyle: MenuStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { MenuButtonBody(configuration: configuration) }
}

/// The label as a borderless button, whatever the button style around.
public struct BorderlessButtonMenuStyle: MenuStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuButtonBody(configuration: configuration).buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// The order a menu lists its items in. Items are never drawn at rest, so the order only
/// reaches `\.menuOrder` in the environment.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}

private struct MenuStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<MenuStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var menuStyles: StyleStack<MenuStyleConfiguration> {
        get { self[MenuStyleStackKey.self] }
        set { self[MenuStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the menus inside: a built-in one or a custom `MenuStyle`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.menuStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }

    /// The order of a menu's items when it opens; a render shows menus closed.
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

    /// Whether a menu shows its indicator. On iOS a menu's label draws no indicator in a row.
    public func menuIndicator(_ visibility: Visibility) -> some View { environment(\.menuIndicatorVisibility, visibility) }
}
