/// ZStack: children on top of each other, aligned by `alignment`.
///
/// Every child is offered the stack's proposal. The stack's size is the union of the aligned
/// children with the highest layout priority; lower-priority children are then offered that
/// size, as SwiftUI does.
package final class ZStackNode: RenderNode {
    let alignment: Alignment
    let nodes: [RenderNode]

    package init(alignment: Alignment, children: [RenderNode], context: LayoutContext) {
        self.alignment = alignment
        nodes = children
        super.init(name: "ZStack", context: context)
    }

    package override var children: [RenderNode] { nodes }

    private struct Arrangement {
        var proposals: [ProposedViewSize]
        var offsets: [CGPoint]
        var size: CGSize
    }

    private func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        guard !nodes.isEmpty else { return Arrangement(proposals: [], offsets: [], size: .zero) }
        let top = nodes.map(\.layoutPriority).max()!
        var proposals = nodes.map { _ in proposal }
        let leading = nodes.indices.filter { nodes[$0].layoutPriority == top }
        let box = union(of: leading, proposals: proposals)
        for index in nodes.indices where nodes[index].layoutPriority < top {
            proposals[index] = ProposedViewSize(box.size)
        }
        // Every child's guides land on the same point, `box.anchor` inside the stack.
        let offsets = nodes.indices.map { index -> CGPoint in
            let d = nodes[index].dimensions(for: proposals[index])
            return CGPoint(x: box.anchor.x - d[alignment.horizontal], y: box.anchor.y - d[alignment.vertical])
        }
        return Arrangement(proposals: proposals, offsets: offsets, size: box.size)
    }

    /// The union of the given children with their alignment guides on one point, and where
    /// that point lies inside the union.
    private func union(of indices: [Int], proposals: [ProposedViewSize]) -> (size: CGSize, anchor: CGPoint) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for index in indices {
            let d = nodes[index].dimensions(for: proposals[index])
            let x = -d[alignment.horizontal], y = -d[alignment.vertical]
            minX = min(minX, x); minY = min(minY, y)
            maxX = max(maxX, x + d.width); maxY = max(maxY, y + d.height)
        }
        return (CGSize(width: maxX - minX, height: maxY - minY), CGPoint(x: -minX, y: -minY))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).size }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let arrangement = arrange(proposal)
        for (index, node) in nodes.enumerated() {
            node.place(at: CGPoint(x: frame.minX + arrangement.offsets[index].x, y: frame.minY + arrangement.offsets[index].y),
                       proposal: arrangement.proposals[index], with: placement)
        }
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        let arrangement = arrange(proposal)
        return mergedExplicitAlignment(guide, nodes: nodes, proposals: arrangement.proposals, offsets: arrangement.offsets)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for node in drawingOrder(nodes) { node.emit(into: &builder, with: emission) }
    }
}
