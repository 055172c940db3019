/// `NavigationSplitView` on iPhone: the columns collapse into one stack that starts at the
/// sidebar, so a render shows the sidebar under its navigation bar. The other columns are
/// built only when something is selected, which a first frame has not done.
///
/// iOS 17's `preferredCompactColumn:` names the column on top of that collapsed stack. With
/// `.sidebar` (what the initialisers without it use) a render is exact. With `.content` or
/// `.detail` iOS puts that column on top, the sidebar under it behind a back button, as a pushed
/// page; RowRaster draws no pushed page yet (a non-empty `NavigationStack` path shows its root
/// too), so those values still draw the sidebar. Apple's documentation does not say what
/// `.content` shows in a two-column split view, which has no content column.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A three-column split view whose collapsed stack on iPhone has `preferredCompactColumn`'s
    /// column on top: drawn exactly for `.sidebar`; `.content` and `.detail` draw the sidebar too
    /// (see the type's discussion).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A three-column split view with its columns' visibility on iPad and the column on top of
    /// its collapsed stack on iPhone (drawn as `init(preferredCompactColumn:sidebar:content:detail:)`).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [NavigationStackNode.make(root: sidebar, in: context)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A two-column split view whose collapsed stack on iPhone has `preferredCompactColumn`'s
    /// column on top: drawn exactly for `.sidebar`; `.content` and `.detail` draw the sidebar too
    /// (see the type's discussion).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A two-column split view with its sidebar's visibility on iPad and the column on top of its
    /// collapsed stack on iPhone (drawn as `init(preferredCompactColumn:sidebar:detail:)`).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn` (iOS 17): which one is on
/// top when the split view collapses into one stack, as it does on iPhone.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// The trailing column, the detail.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`; on iPhone
/// one column shows at a time.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

nonisolated extension View {
    /// The width of a split view column: on iPhone each column takes the screen.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inert() }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert() }
}

/// How a `NavigationSplitView` arranges its columns, as SwiftUI's `NavigationSplitViewStyle`.
/// On a compact iPhone width the columns collapse into one stack whatever the style.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view a style makes for a split view.
    associatedtype Body: View
    /// The properties of the split view a style draws.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The split view drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The split view a style draws, as SwiftUI's `NavigationSplitViewStyleConfiguration`: opaque,
/// and only RowRaster makes one.
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's split view style, as SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The platform's style.
    public init() {}
    /// Nothing of its own: the split view draws itself, one stack on iPhone.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Columns side by side, the detail narrowed, as SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    /// Nothing of its own: the split view draws itself, one stack on iPhone.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail at full size, the other columns over it, as SwiftUI's `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    /// Nothing of its own: the split view draws itself, one stack on iPhone.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side, the detail narrowed.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size, the other columns over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// The style of the split views inside: the built-in styles all collapse to one stack on
    /// iPhone, so the split view draws the same.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inert() }
}
