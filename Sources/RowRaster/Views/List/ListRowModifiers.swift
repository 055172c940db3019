
struct _ListRowTraitModifier: NodeWrappingModifier {
    let change: @MainActor (inout ListRowTraits, BuildContext) -> Void

    func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
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
