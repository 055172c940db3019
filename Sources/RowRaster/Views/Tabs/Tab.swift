/// iOS 18's `Tab`: a tab view's page with its bar item and value, drawn as the `tabItem(_:)`
/// and `tag(_:)` tabs of earlier releases are (the page of the selected tab, the items in the
/// bar).

/// A tab of a `TabView`, as SwiftUI's `Tab`: its page, its bar item and the value that selects it.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Value

    let value: Value?
    let content: Content
    let label: Label

    /// A tab's role shows only in its item (`DefaultTabLabel(role:)`), so the tab keeps none.
    init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }

    public var body: Never { return fatalError("Tab draws itself") }

    func tabOptions() -> [PickerOption] {
        let label = self.label
        return [PickerOption(tag: value.map(AnyHashable.init), label: AnyView(content.tabItem { label }))]
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab titled `titleKey` with the image `image` from the app's assets, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab titled `title` with the image `image` from the app's assets, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    /// A tab selected by `value` whose item is its role's (the search tab's magnifying glass).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(role: role))
    }

    /// A tab of an optional selection, titled `titleKey` with the symbol `systemImage`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole? = nil,
                             @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab of an optional selection, titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, role: TabRole? = nil,
                                                @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab of an optional selection, titled `titleKey` with the image `image` from the app's assets.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole? = nil,
                             @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab of an optional selection, titled `title` with the image `image` from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, role: TabRole? = nil,
                                                @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    /// A tab of an optional selection whose item is its role's.
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab {
    /// A tab selected by `value`, with the bar item `label` (its first image and text, as
    /// `tabItem(_:)` takes them).
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }

    /// A tab of an optional selection with the bar item `label`.
    public init<V: Hashable>(value: V, role: TabRole? = nil, @ViewBuilder content: () -> Content,
                             @ViewBuilder label: () -> Label) where Value == V? {
        self.init(value: .some(value), content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value` with no bar item.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }

    /// A tab of an optional selection with no bar item.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(value: .some(value), content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never {
    /// A tab of a tab view without selection, titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab of a tab view without selection, titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab of a tab view without selection, titled `titleKey` with an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab of a tab view without selection, titled `title` with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    /// A tab of a tab view without selection, with no bar item.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, content: content(), label: EmptyView())
    }

    /// A tab of a tab view without selection whose item is its role's.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(role: role))
    }

    /// A tab of a tab view without selection, with the bar item `label`.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// The search tab: on iPhone a bar item like the others, the magnifying glass over
    /// "Search" unless the tab gives its own title and image.
    public static var search: TabRole { TabRole(name: "search") }
}

/// The bar item a tab makes from its title and image, as SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
    let title: Text?
    let image: Image?

    init(title: Text, image: Image) {
        self.title = title
        self.image = image
    }

    /// A role's own item: the search tab's magnifying glass over "Search"; none otherwise.
    init(role: TabRole?) {
        guard role == .search else { title = nil; image = nil; return }
        title = Text("Search")
        image = Image(systemName: "magnifyingglass")
    }

    /// The image over the title, as a tab bar lays an item out (`TabBar` reads the two).
    public var body: some View {
        Label { title } icon: { image }
    }
}

extension TabView {
    /// A tab view of iOS 18's `Tab`s, showing the tab whose value is `selection`'s.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.init(selection: .some(selection), content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }

    /// A tab view of iOS 18's `Tab`s without selection, showing its first tab.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(content: content()) })
    }
}

extension DefaultTabLabel: TabItemLabel {
    var tabItemIcon: any View { image ?? Image?.none }
    var tabItemTitle: any View { title ?? Text?.none }
}
