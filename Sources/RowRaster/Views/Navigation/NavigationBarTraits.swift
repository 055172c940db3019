/// What the views inside a `NavigationStack` ask of its bar (title, display mode, toolbar items,
/// search field, visibility), gathered as SwiftUI gathers preferences: each modifier leaves a
/// marker node in the built tree, and the stack reads the markers of its content.

/// The bar's settings from one modifier; unset fields leave others' settings alone.
struct NavigationBarTraits {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarEntry] = []
    var barVisibility: Visibility?
    var backgroundVisibility: Visibility?
    var backgroundStyle: AnyShapeStyle?
    var search: SearchFieldTraits?
    /// `toolbar(_:for: .tabBar)`: whether the tab view around shows its bar while this view
    /// is on screen (read by the `TabView`, through navigation stacks).
    var tabBarVisibility: Visibility?

    /// Adds `other`'s settings where this one has none (the innermost setting wins, as the
    /// first found in tree order), and its items after these.
    mutating func merge(_ other: NavigationBarTraits) {
        title = title ?? other.title
        displayMode = displayMode ?? other.displayMode
        items += other.items
        barVisibility = barVisibility ?? other.barVisibility
        backgroundVisibility = backgroundVisibility ?? other.backgroundVisibility
        backgroundStyle = backgroundStyle ?? other.backgroundStyle
        search = search ?? other.search
        tabBarVisibility = tabBarVisibility ?? other.tabBarVisibility
    }
}

/// The search field `searchable` asks for.
struct SearchFieldTraits {
    let text: Binding<String>
    let prompt: Text?
}

/// Leaves the traits in the tree around the content's nodes.
nonisolated struct _NavigationBarTraitsModifier: NodeWrappingModifier {
    let traits: NavigationBarTraits

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        MarkerNode(name: "navigationBarTraits", value: traits, child: node)
    }
}

extension NavigationBarTraits {
    /// The traits of the markers under `nodes`, merged in tree order, not looking inside a
    /// nested stack (whose bar is its own).
    @MainActor static func collect(from nodes: [RenderNode]) -> NavigationBarTraits {
        var traits = NavigationBarTraits()
        func visit(_ node: RenderNode) {
            if node is NavigationContainerNode { return }
            if let marker = node as? MarkerNode<NavigationBarTraits> { traits.merge(marker.value) }
            for child in node.children { visit(child) }
        }
        nodes.forEach(visit)
        return traits
    }
}

extension NavigationBarTraits {
    /// What `toolbar(_:for:)` asks of the navigation bar and the tab bar among `bars`.
    static func visibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> NavigationBarTraits {
        NavigationBarTraits(barVisibility: bars.contains(where: \.isNavigationBar) ? visibility : nil,
                            tabBarVisibility: bars.contains(.tabBar) ? visibility : nil)
    }

    /// The tab bar visibility asked for under `nodes`: the innermost setting, found in tree
    /// order, also inside navigation stacks (a stack's root can hide the tab bar around it).
    @MainActor static func tabBarVisibility(in nodes: [RenderNode]) -> Visibility? {
        MarkerNode<NavigationBarTraits>.first(under: nodes) { $0.tabBarVisibility }
    }
}

nonisolated extension View {
    /// This view with a marker carrying `traits` for the navigation bar around it.
    func navigationBarTraits(_ traits: NavigationBarTraits) -> some View {
        modifier(_NavigationBarTraitsModifier(traits: traits))
    }
}
