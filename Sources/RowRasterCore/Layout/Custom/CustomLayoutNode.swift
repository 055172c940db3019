/// The node of a custom `Layout` called as a view: it asks the layout for its size and lets
/// it place the subviews.
package final class CustomLayoutNode<L: Layout>: RenderNode {
    let layout: L
    let nodes: [RenderNode]
    private let placements = SubviewPlacements()
    private let layoutDirection: LayoutDirection
    private lazy var subviews = LayoutSubviews(nodes.indices.map {
        LayoutSubview(node: nodes[$0], index: $0, placements: placements)
    }, layoutDirection: layoutDirection)
    private var cache: L.Cache?

    init(layout: L, children: [RenderNode], layoutDirection: LayoutDirection, context: LayoutContext) {
        self.layout = layout
        nodes = children
        self.layoutDirection = layoutDirection
        super.init(name: ViewGraph.typeName(L.self), context: context)
    }

    package override var children: [RenderNode] { nodes }
    override func forgetArrangements() { cache = nil }

    /// Runs `body` with the layout's cache, made on first use.
    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override var viewSpacing: ViewSpacing {
        withCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            context.report(.invalidDimension(view: name, parameter: "sizeThatFits", value: size.width.isFinite && size.width >= 0 ? size.height : size.width))
            return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        return size
    }

    /// Where `placeSubviews` puts each subview for a container at `bounds`.
    private func placed(in bounds: CGRect, proposal: ProposedViewSize) -> [(origin: CGPoint, proposal: ProposedViewSize)] {
        placements.reset()
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        return nodes.indices.map { index in
            if let placement = placements.placed[index], placement.origin.x.isFinite, placement.origin.y.isFinite {
                return placement
            }
            if placements.placed[index] != nil {
                context.report(.invalidDimension(view: "\(name) subview \(index)", parameter: "place(at:)", value: .nan))
            }
            // A subview the layout does not place sits at the centre of the bounds, at its ideal size.
            let size = nodes[index].sizeThatFits(.unspecified)
            return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), .unspecified)
        }
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        for (node, spot) in zip(nodes, placed(in: frame, proposal: proposal)) {
            node.place(at: spot.origin, proposal: spot.proposal, with: placement)
        }
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let explicit = withCache { cache -> CGFloat? in
            switch guide {
            case .horizontal(let h): return layout.explicitAlignment(of: h, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let v): return layout.explicitAlignment(of: v, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        if let explicit { return explicit.isFinite ? explicit : nil }
        // Nil merges the subviews' guides where the layout puts them, as SwiftUI does.
        let placement = placed(in: bounds, proposal: proposal)
        return mergedExplicitAlignment(guide, nodes: nodes, proposals: placement.map(\.proposal), offsets: placement.map(\.origin))
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for node in drawingOrder(nodes) { node.emit(into: &builder, with: emission) }
    }
}
