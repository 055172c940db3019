/// The styles of a `TabView` and of its page dots, as the environment carries them to it.

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: a tab bar (``DefaultTabViewStyle``)
/// or pages with dots (``PageTabViewStyle``).
public protocol TabViewStyle {}

/// The platform's tab view style, as SwiftUI's `DefaultTabViewStyle`: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle, Sendable {
    /// The default style.
    public init() {}
}

/// Pages the width of the view, one showing, with dots for the pages, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Sendable {
        let name: String
        /// The dots show when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// The dots show whatever the page count.
        public static let always = IndexDisplayMode(name: "always")
        /// The dots never show.
        public static let never = IndexDisplayMode(name: "never")

        func showsDots(pageCount: Int) -> Bool {
            switch name {
            case "always": pageCount > 0
            case "never": false
            default: pageCount > 1
            }
        }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: a tab bar on iPhone.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// iOS 18's style that adapts to the platform, as SwiftUI's `SidebarAdaptableTabViewStyle`:
/// on iPhone a tab bar at the bottom, as the default style draws it.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable {
    /// The adaptable style.
    public init() {}
}

/// iOS 18's tab bar that never becomes a sidebar, as SwiftUI's `TabBarOnlyTabViewStyle`: on
/// iPhone the tab bar the default style draws.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar on iPhone that iPad can turn into a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar, on every device.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots shown when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the tab views inside draw, as the environment carries it.
enum TabViewStyleKind {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// How a page index (the dots of a paged `TabView`) draws, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Dots for the pages, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// When the dots get a backing capsule, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Sendable {
        let name: String
        /// A backing only while the dots are touched: none at rest.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// A backing only while the dots are touched: none at rest.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always a backing.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never a backing.
        public static let never = BackgroundDisplayMode(name: "never")

        /// Whether a render (nothing touched) shows the backing.
        var showsAtRest: Bool { name == "always" }
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots whose backing shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots with a backing only while touched.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots whose backing shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey { static var defaultValue: TabViewStyleKind { .tabBar } }
private struct PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }

    var pageIndexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind: TabViewStyleKind = (style as? PageTabViewStyle).map { .page($0.indexDisplayMode) } ?? .tabBar
        return environment(\.tabViewStyleKind, kind)
    }

    /// The style of the page dots of the paged tab views inside.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let mode = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
        return environment(\.pageIndexBackgroundDisplayMode, mode)
    }
}
