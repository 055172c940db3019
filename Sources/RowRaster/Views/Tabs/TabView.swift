/// `TabView` as iPhone shows it before anyone taps: the selected tab's content, and below it
/// the tab bar (the default style) or, in the page style, the page dots over the page.

/// A view that switches between child views, as SwiftUI's `TabView`.
///
/// Each child view is a tab; its `tabItem(_:)` gives the bar's icon and title and its
/// `tag(_:)` (or `ForEach` id) the value `selection` names. A render shows the tab whose tag
/// equals the selection, else the first.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view showing the tab whose tag is `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let options = PickerOptions.of(content)
        // Pages read where their tab bar is: an iPhone's is at the bottom; paged tabs have none.
        let placement: TabBarPlacement?
        if case .tabBar = context.environment.tabViewStyleKind { placement = .bottomBar } else { placement = nil }
        // Every tab is built: its item shows in the bar, wherever in the tab it was set.
        let tabs = options.indices.map { index in
            context.graph.makeNodes(options[index].label,
                                    in: context.child(index).modifyingEnvironment { $0.tabBarPlacement = placement })
        }
        guard !tabs.isEmpty else { return [] }
        let items = tabs.map(TabItemTraits.collect)
        let tags = zip(options, items).map { option, item in option.tag ?? item.tag }
        let selected = selection.flatMap { selection in tags.firstIndex(of: AnyHashable(selection.wrappedValue)) } ?? 0
        // Several views in one tab stack vertically, as a `VStack` would hold them.
        let page = tabs[selected].count == 1 ? tabs[selected][0]
            : StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: tabs[selected],
                        context: context.layout)
        let view: AnyView
        switch context.environment.tabViewStyleKind {
        case .tabBar where NavigationBarTraits.tabBarVisibility(in: tabs[selected]) == .hidden:
            // `toolbar(.hidden, for: .tabBar)` in the shown tab: the page takes the whole view.
            view = AnyView(_PlacedContent(node: page).frame(maxWidth: .infinity, maxHeight: .infinity))
        case .tabBar:
            let bar = TabBar(items: items, selectedIndex: selected, tint: context.environment.tintOrAccent,
                             showsBackground: TabBar.hasScrollView(page))
            view = AnyView(_PlacedContent(node: page)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .bottom, spacing: 0) { bar })
        case .page(let mode):
            let dots = PageIndexDots(count: tabs.count, selectedIndex: selected,
                                     background: context.environment.pageIndexBackgroundDisplayMode)
            view = AnyView(_PlacedContent(node: page)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .bottom) {
                    if mode.showsDots(pageCount: tabs.count) { dots }
                })
        }
        return context.graph.makeNodes(view, in: context.child(tabs.count))
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The icon and title a tab shows in the bar, as `tabItem(_:)` gives them, and the tag set
/// inside it.
struct TabItemTraits {
    var icon: AnyView?
    var title: AnyView?
    var tag: AnyHashable?

    /// The item of the first `tabItem` marker under `nodes`, or none.
    @MainActor static func collect(from nodes: [RenderNode]) -> TabItemTraits {
        MarkerNode<TabItemTraits>.first(under: nodes) { $0 } ?? TabItemTraits()
    }
}

/// Leaves the item in the tree around the tab's nodes, for the `TabView` around it.
nonisolated struct _TabItemModifier: NodeWrappingModifier {
    let item: TabItemTraits

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        MarkerNode(name: "tabItem", value: item, child: node)
    }
}

extension View {
    /// The icon and title of this tab in a `TabView`'s bar: the label's first image and
    /// first text, as iOS takes them. Outside a `TabView` it draws nothing.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        var item = TabItemParts.of(label())
        item.tag = PickerOptions.of(self).first?.tag
        return modifier(_TabItemModifier(item: item))
    }
}

/// Finds the image and the text of a tab item's label.
@MainActor
enum TabItemParts {
    static func of(_ view: any View) -> TabItemTraits {
        var item = TabItemTraits()
        visit(view, into: &item)
        return item
    }

    private static func visit(_ view: any View, into item: inout TabItemTraits) {
        if view is Image {
            if item.icon == nil { item.icon = AnyView(view) }
        } else if view is Text {
            if item.title == nil { item.title = AnyView(view) }
        } else if let label = view as? any TabItemLabel {
            visit(label.tabItemIcon, into: &item)
            visit(label.tabItemTitle, into: &item)
        } else if let tuple = view as? any TupleChildren {
            tuple.tupleChildren.forEach { visit($0, into: &item) }
        }
    }
}

/// A `Label`'s parts, which a tab item shows apart.
@MainActor protocol TabItemLabel {
    var tabItemIcon: any View { get }
    var tabItemTitle: any View { get }
}

extension Label: TabItemLabel {
    var tabItemIcon: any View { icon }
    var tabItemTitle: any View { title }
}

/// The views of a `TupleView` (a label written as an image then a text).
@MainActor protocol TupleChildren {
    var tupleChildren: [any View] { get }
}

@MainActor
extension TupleView: TupleChildren {
    var tupleChildren: [any View] { children }
}
