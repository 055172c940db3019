/// The navigation bar as iOS 17 draws it on iPhone at rest (content scrolled to the top), with
/// no status bar above it (a render has none): a 44-point bar holding the leading and trailing
/// items and the inline title, then the 52-point large-title area, then the search field.

/// The bar's measurements, in points (iPhone, default Dynamic Type size).
enum NavigationBarMetrics {
    /// The bar that holds the items and the inline title.
    static let barHeight: CGFloat = 44
    /// The large title's area below the bar.
    static let largeTitleHeight: CGFloat = 52
    /// The search field's drawer: a 36-point field with 8 points above and below.
    static let searchHeight: CGFloat = 52
    /// The bar's margin to the screen edges (iPhone layout margins).
    static let margin: CGFloat = 16
    /// Between items in one placement.
    static let itemSpacing: CGFloat = 16

    /// The bar's height for a title mode and search field, or 0 when hidden.
    static func height(isHidden: Bool, isLarge: Bool, hasSearch: Bool) -> CGFloat {
        guard !isHidden else { return 0 }
        return barHeight + (isLarge ? largeTitleHeight : 0) + (hasSearch ? searchHeight : 0)
    }
}

/// The bar for the traits a stack's content asked for.
struct NavigationBar: View, BuiltInRendition {
    let traits: NavigationBarTraits
    /// What shows through the transparent bar at rest: the background of a list under it.
    let edgeBackground: RGBAColor?

    /// The root of a stack shows a large title unless asked for an inline one.
    private var isLarge: Bool { traits.displayMode != .inline }

    private func entries(_ slots: Set<ToolbarItemPlacement.Slot>) -> [ToolbarEntry] {
        traits.items.filter { slots.contains($0.placement.slot) }
    }

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                centre
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    items(entries([.leading]))
                    Spacer(minLength: 0)
                    items(entries([.trailing, .confirmation]))
                }
                // A navigation bar shows a labelled button or menu by its icon alone, as iOS
                // does; an item's own label style still wins.
                .labelStyle(.iconOnly)
                .padding(.horizontal, NavigationBarMetrics.margin)
            }
            .frame(height: NavigationBarMetrics.barHeight)
            if isLarge {
                (traits.title ?? Text(""))
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .frame(height: NavigationBarMetrics.largeTitleHeight)
            }
            if let search = traits.search {
                _SearchField(prompt: search.prompt ?? Text("Search"), text: search.text)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .frame(height: NavigationBarMetrics.searchHeight)
            }
        }
        .background { background }
    }

    /// A principal item, else the inline title, centred on the bar.
    @ViewBuilder private var centre: some View {
        let principal = entries([.principal])
        if !principal.isEmpty {
            items(principal)
        } else if !isLarge, let title = traits.title {
            title.font(.headline).lineLimit(1)
        }
    }

    private func items(_ entries: [ToolbarEntry]) -> some View {
        ForEach(entries.indices, id: \.self) { index in
            let entry = entries[index]
            // A confirmation reads as the bar's default action: semibold, as UIKit's done item.
            if entry.placement.slot == .confirmation {
                entry.view.fontWeight(.semibold)
            } else {
                entry.view
            }
        }
    }

    /// Hidden at rest, unless made visible: then the bar's style (the bar material by default)
    /// over a hairline, as when content scrolls under it.
    @ViewBuilder private var background: some View {
        if traits.backgroundVisibility == .visible {
            VStack(spacing: 0) {
                Rectangle().fill(traits.backgroundStyle ?? AnyShapeStyle(Material.bar))
                Divider()
            }
        } else if let edgeBackground {
            Color(resolved: edgeBackground)
        }
    }
}
