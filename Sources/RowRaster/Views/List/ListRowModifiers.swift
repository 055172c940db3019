
nonisolated struct _ListRowTraitModifier: NodeWrappingModifier {
    let change: @MainActor (inout ListRowTraits, BuildContext) -> Void

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        change(&node.listRowTraits, context)
        return node
    }
}

extension View {
    /// The row's insets in its list (nil for the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier { traits, _ in traits.insets = insets })
    }

    /// Shows or hides the row's separator in its list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { traits, _ in traits.separator = visibility })
    }

    /// The colour of the row's separator (nil for the system's). A row draws the separator
    /// under it, so the tint shows for `edges` that include `.bottom`; a row's top edge has a
    /// separator only above a plain section's first row, which iOS hides, as RowRaster does.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { traits, context in
            guard edges.contains(.bottom) else { return }
            traits.separatorTint = color?.resolved(in: context.environment)
        })
    }

    /// A view drawn behind the row, filling it, instead of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowTraitModifier { traits, context in
            guard let view else { traits.background = nil; return }
            let nodes = context.graph.makeNodes(view, in: context.child(4).container(axis: nil))
            traits.background = nodes.count == 1 ? nodes.first
                : ZStackNode(alignment: .center, children: nodes, context: context.layout)
        })
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]

        /// The set of one edge.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// A tint for content in a list, as SwiftUI's `ListItemTint`. iOS applies it in sidebars (to
/// `Label` icons), a list style RowRaster does not draw; the styles it draws (plain, grouped,
/// inset, inset grouped) show no tint of their own, so rows draw as they are.
public struct ListItemTint: Sendable {
    /// The colour, or nil for the grey of ``monochrome``.
    let color: Color?
    /// Whether the system may replace the colour with the person's accent colour (macOS).
    let isOverridable: Bool

    /// An explicit tint the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isOverridable: false) }

    /// An explicit tint the system can override with the person's accent colour.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isOverridable: true) }

    /// A grey tint the system does not override.
    public static let monochrome = ListItemTint(color: nil, isOverridable: false)
}

extension View {
    /// The tint of the list content inside; nil keeps the inherited one. Rows draw as they are
    /// in the list styles RowRaster draws (see ``ListItemTint``).
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// A fixed tint for the list content inside, as `listItemTint(.fixed(tint))`.
    public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map { ListItemTint.fixed($0) }) }
}
