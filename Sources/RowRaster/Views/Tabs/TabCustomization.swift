import Foundation

/// iOS 18's tab bar placements and user customization. The customization is the iPad's: the
/// user reorders and hides tabs in the sidebar. An iPhone's tab bar takes none of it, and a
/// render shows a tab view nobody has customized yet.

/// Where a tab view's tabs show, as SwiftUI's `TabBarPlacement` (read from
/// `EnvironmentValues.tabBarPlacement`).
public struct TabBarPlacement: Hashable, Sendable {
    private let name: String
    /// iPad's tab bar at the top.
    public static let topBar = TabBarPlacement(name: "topBar")
    /// iPad's sidebar.
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// The tab bar at the bottom: iPhone's.
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// visionOS's ornament.
    public static let ornament = TabBarPlacement(name: "ornament")
    /// watchOS's page indicator.
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// A placement a `.sidebarAdaptable` tab view can take, as SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    private let name: String
    /// The placement the platform starts with: a tab bar on iPhone.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// iPad's sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a tab may go when the user customizes an iPad's tabs, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
    private let name: String
    /// In the tab bar and the sidebar, as the user arranges them.
    public static let automatic = TabPlacement(name: "automatic")
    /// Always in the tab bar, at its end.
    public static let pinned = TabPlacement(name: "pinned")
    /// In the sidebar only.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// What the user may change about a tab, as SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Equatable {
    private let name: String
    /// As the platform decides.
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    /// The user may reorder the tab, not hide it.
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    /// The user may not change the tab.
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

/// The user's arrangement of a tab view's tabs and sections, as SwiftUI's
/// `TabViewCustomization`: kept with `@AppStorage` or `@SceneStorage` and bound with
/// `tabViewCustomization(_:)`. The app may set a tab's sidebar visibility; the tab bar's
/// visibility and the sections' tab order are the user's, and start as the app wrote them.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    /// Tabs whose sidebar visibility was set: true for `.visible`, false for `.hidden`.
    private var sidebarVisibilities: [String: Bool] = [:]
    private var sectionOrders: [String: [String]] = [:]

    /// A customization nobody has made: every tab as the app wrote it.
    public init() {}

    /// How the tab whose customization id is `id` is customized.
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: sidebarVisibilities[id].map { $0 ? .visible : .hidden } ?? .automatic) }
        set {
            switch newValue.sidebarVisibility {
            case .automatic: sidebarVisibilities[id] = nil
            case .visible: sidebarVisibilities[id] = true
            case .hidden: sidebarVisibilities[id] = false
            }
        }
    }

    /// How the section whose customization id is `id` is customized.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: sectionOrders[id]) }
        set { sectionOrders[id] = newValue.tabOrder }
    }

    /// The tab's sidebar visibility (iOS 18.0's form of `self[tab: id].sidebarVisibility`).
    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `tab` subscript and read `sidebarVisibility` instead.")
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[tab: id].sidebarVisibility }
        set { self[tab: id].sidebarVisibility = newValue }
    }

    /// The section's tab order (iOS 18.0's form of `self[section: id].tabOrder`).
    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and read `tabOrder` instead.")
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    /// Every tab shows as the app wrote it again.
    public mutating func resetVisibility() { sidebarVisibilities = [:] }

    /// Every section's tabs come in the app's order again.
    public mutating func resetSectionOrder() { sectionOrders = [:] }

    /// The section's tabs come in the app's order again.
    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and call `resetTabOrder` instead.")
    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

    /// One tab's customization.
    public struct TabCustomization {
        /// Whether the tab shows in the sidebar: `.automatic` until set.
        public var sidebarVisibility: Visibility
        /// Whether the tab shows in the tab bar: the user's choice, `.automatic` until made.
        public var tabBarVisibility: Visibility { .automatic }
    }

    /// One section's customization.
    public struct SectionCustomization {
        /// The user's order of the section's tabs, by customization id; nil until reordered.
        public private(set) var tabOrder: [String]?

        /// The section's tabs come in the app's order again.
        public mutating func resetTabOrder() { tabOrder = nil }
    }
}

private struct TabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }

extension EnvironmentValues {
    /// Where the tab view around shows its tabs: `.bottomBar` inside an iPhone's tab bar
    /// tab view, nil outside one (and in the page style, which has no bar).
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether the tab bar around shows `TabSection`s: an iPhone's bar never does.
    public var isTabBarShowingSections: Bool { false }
}

nonisolated extension View {
    /// Binds the tab view's user customization to `customization`. An iPhone's tab bar is not
    /// customized, so its tabs show as the app wrote them.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { inert() }

    /// The placement a `.sidebarAdaptable` tab view starts in: iPhone always shows the tab bar.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { inert() }

    /// A header at the top of an iPad tab view's sidebar: an iPhone shows no sidebar.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }

    /// A footer at the end of an iPad tab view's sidebar: an iPhone shows no sidebar.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }

    /// A bar at the bottom of an iPad tab view's sidebar: an iPhone shows no sidebar.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { inert() }
}

extension AppStorage {
    /// A tab view customization kept in `UserDefaults`, as JSON data.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(codable: wrappedValue, key, store: store)
    }

    /// A table's column customization kept in `UserDefaults`, as JSON data.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil)
    where Value == TableColumnCustomization<RowValue> {
        self.init(codable: wrappedValue, key, store: store)
    }
}
