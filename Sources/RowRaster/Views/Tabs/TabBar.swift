/// The tab bar of a `TabView` as iOS 17 draws it on iPhone in portrait: one item per tab across
/// the width, each its icon over its title, the selected one in the tint.

/// The bar's measurements, in points (iPhone portrait, default Dynamic Type size).
enum TabBarMetrics {
    /// The bar, above the bottom safe area (a render has none).
    static let height: CGFloat = 49
    /// The box an item's icon is centred in.
    static let iconHeight: CGFloat = 25
    /// Above the icon.
    static let topInset: CGFloat = 6
    /// Between the icon and the title.
    static let titleSpacing: CGFloat = 2
    /// The title's font size (medium weight).
    static let titleSize: CGFloat = 10
}

/// The bar for a tab view's items.
struct TabBar: View, BuiltInRendition {
    let items: [TabItemTraits]
    let selectedIndex: Int
    let tint: Color
    /// Whether the material and hairline show: iOS draws them while scrolled content runs
    /// under the bar, and leaves the bar clear over content that does not scroll.
    let showsBackground: Bool

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                item(items[index])
                    .foregroundStyle(index == selectedIndex ? tint : Color.gray)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.top, TabBarMetrics.topInset)
        .frame(height: TabBarMetrics.height, alignment: .top)
        .background { background }
    }

    private func item(_ item: TabItemTraits) -> some View {
        VStack(spacing: TabBarMetrics.titleSpacing) {
            // Tab bars show a symbol's filled variant, as iOS does for the items it makes; an
            // item without an icon keeps its title where the others' are.
            (item.icon ?? AnyView(Color.clear.frame(width: 0)))
                .symbolVariant(.fill)
                .font(.body)
                .imageScale(.large)
                .frame(height: TabBarMetrics.iconHeight)
            (item.title ?? AnyView(EmptyView()))
                .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                .lineLimit(1)
        }
    }

    @ViewBuilder private var background: some View {
        if showsBackground {
            Rectangle()
                .fill(Material.bar)
                .overlay(alignment: .top) { Divider() }
        }
    }

    /// Whether the content under the bar scrolls: a `List`, `Form` or `ScrollView` in it.
    @MainActor static func hasScrollView(_ node: RenderNode) -> Bool {
        node is ScrollNode || node.children.contains(where: hasScrollView)
    }
}

/// The page dots of a paged `TabView`, as iOS draws its page control: a dot per page, the
/// selected one opaque white, the rest translucent white, on a dark capsule when asked.
struct PageIndexDots: View, BuiltInRendition {
    let count: Int
    let selectedIndex: Int
    let background: PageIndexViewStyle.BackgroundDisplayMode

    /// A dot's diameter, the distance between dot centres, and the control's height.
    static let dotSize: CGFloat = 7
    static let pitch: CGFloat = 16
    static let height: CGFloat = 26

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selectedIndex ? 1 : 0.35))
                    .frame(width: Self.dotSize, height: Self.dotSize)
                    .frame(width: Self.pitch)
            }
        }
        .padding(.horizontal, 6)
        .frame(height: Self.height)
        .background {
            if background.showsAtRest { Capsule().fill(Color.black.opacity(0.25)) }
        }
    }
}
