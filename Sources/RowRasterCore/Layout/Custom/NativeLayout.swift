/// A built-in layout (`HStackLayout`, `GridLayout`, …) that has a node of its own, used when
/// it is called as a view and, through a temporary node over the same subviews, when
/// another layout calls its `Layout` methods.
protocol NativeLayout: Layout where Cache == () {
    @MainActor func makeNode(children: [RenderNode], context: LayoutContext) -> RenderNode
}

extension NativeLayout {
    /// A node of this layout over the subviews' nodes (nodes are main-actor objects, so the
    /// list can cross into `MainActor.assumeIsolated` where the subviews cannot).
    @MainActor private func node(for nodes: [RenderNode]) -> RenderNode? {
        guard let context = nodes.first?.context else { return nil }
        return makeNode(children: nodes, context: context)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let nodes = subviews.map(\.node)
        return MainActor.assumeIsolated { node(for: nodes)?.sizeThatFits(proposal) ?? .zero }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let nodes = subviews.map(\.node)
        // The built-in node places the subviews' nodes; each placement is then reported to
        // the calling layout as its own, so both agree.
        let placements = MainActor.assumeIsolated { () -> [(CGPoint, ProposedViewSize)] in
            guard let node = node(for: nodes) else { return [] }
            // Only the subviews' frames are read here; the calling layout's node places them
            // again with its own placement context.
            node.place(at: bounds.origin, proposal: proposal, with: PlacementContext())
            return nodes.map { ($0.frame.origin, $0.placedProposal) }
        }
        for (subview, placement) in zip(subviews, placements) {
            subview.place(at: placement.0, proposal: placement.1)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        let nodes = subviews.map(\.node)
        return MainActor.assumeIsolated { node(for: nodes)?.explicitAlignment(.horizontal(guide), proposal: proposal) }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        let nodes = subviews.map(\.node)
        return MainActor.assumeIsolated { node(for: nodes)?.explicitAlignment(.vertical(guide), proposal: proposal) }
    }
}

/// The view a layout called as a function makes: its content's views, arranged by it.
public struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        var base: any Layout = layout
        while let erased = base as? AnyLayout { base = erased.base }
        var contentContext = context.container(axis: layout.instanceLayoutProperties.stackOrientation)
        if let grid = base as? GridLayout { contentContext = grid.contentContext(context) }
        let children = context.graph.makeNodes(content, in: contentContext)
        if let native = base as? any NativeLayout {
            return [native.makeNode(children: children, context: context.layout)]
        }
        return [CustomLayoutNode(layout: layout, children: children, layoutDirection: context.environment.layoutDirection,
                                 context: context.layout)]
    }
}
