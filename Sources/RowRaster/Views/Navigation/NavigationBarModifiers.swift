/// The modifiers that fill a navigation bar: titles, display modes, toolbars, visibility and
/// search. Outside a `NavigationStack` they draw nothing, as on iOS.

/// Namespace of the bar's title display modes, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How the title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack, inline further in: large, in a render.
        case automatic
        case inline
        case large
    }
}

/// How a toolbar title is shown (iOS 17), as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large and inline at once on macOS and iPadOS; large on iPhone.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// The bars a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")

    /// Whether the placement means the navigation bar on iPhone.
    var isNavigationBar: Bool { self == .navigationBar || self == .automatic }
}

extension View {
    public func navigationTitle(_ title: Text) -> some View { navigationBarTraits(NavigationBarTraits(title: title)) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    /// A title the user can rename (iOS 16): drawn as the current text.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTraits(NavigationBarTraits(displayMode: displayMode))
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTraits(NavigationBarTraits(displayMode: mode.mode))
    }

    // The iOS 13 forms.

    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTraits(NavigationBarTraits(title: title, displayMode: displayMode))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBarTraits(NavigationBarTraits(barVisibility: hidden ? .hidden : .visible))
    }

    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBarTraits(NavigationBarTraits(items: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
                                                        ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarTraits(NavigationBarTraits(items: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))]))
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarTraits(NavigationBarTraits(items: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
    }

    // Toolbars.

    /// Toolbar items with placements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        navigationBarTraits(NavigationBarTraits(items: content().toolbarEntries))
    }

    /// Views as toolbar items, each in the automatic (trailing) placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        navigationBarTraits(NavigationBarTraits(items: [ToolbarEntry(placement: .automatic,
                                                                     view: AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) {
                                                                         content()
                                                                     }))]))
    }

    /// Shows or hides bars; `.hidden` for the navigation bar leaves no bar, and for the tab
    /// bar leaves the tab view around without its bar while this view shows.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarTraits(.visibility(visibility, for: bars))
    }

    /// iOS 18's name for `toolbar(_:for:)`: shows or hides bars.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarTraits(.visibility(visibility, for: bars))
    }

    /// Whether the bar's background shows. At rest (scrolled to the top) iOS hides it unless
    /// it is `.visible`.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarTraits(NavigationBarTraits(backgroundVisibility: bars.contains(where: \.isNavigationBar) ? visibility : nil))
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarTraits(NavigationBarTraits(backgroundVisibility: bars.contains(where: \.isNavigationBar) ? visibility : nil))
    }

    /// The bar's background, drawn when the background shows (`toolbarBackground(.visible, for:)`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        navigationBarTraits(NavigationBarTraits(backgroundStyle: bars.contains(where: \.isNavigationBar) ? AnyShapeStyle(style) : nil))
    }

    /// The bar's colour scheme: a light render keeps it light.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { inert() }

    /// Hides the back button; the root of a stack, which a render shows, has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { inert() }

    /// Where values pushed onto the stack lead. A render shows the root, so nothing is built.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View { inert() }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        inert()
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View { inert() }

    // Search.

    /// A search field in the navigation bar, below the title.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        navigationBarTraits(NavigationBarTraits(search: SearchFieldTraits(text: text, prompt: prompt)))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// With a binding to whether search is active (iOS 17): drawn inactive, as at rest.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// With suggestions, which iOS lists only while the field is active: the field at rest.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions for the search field, shown only while it is active: nothing at rest.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }

    /// The text a suggestion completes the field with, used only when it is tapped.
    public func searchCompletion(_ completion: String) -> some View { inert() }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement
/// is the navigation bar's drawer, below the title.
public struct SearchFieldPlacement: Sendable {
    /// Whether the field stays when the content scrolls, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }

    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}
