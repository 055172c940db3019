/// HStack and VStack: children side by side along `axis`, aligned on the other.
///
/// Space is handed out as SwiftUI does: spacing is subtracted first; then, priority group by
/// priority group (highest first, after setting aside the minimum lengths of the lower
/// groups), children in order of increasing flexibility are each offered an equal share of
/// what is left and keep what they take.
package final class StackNode: RenderNode {
    let axis: Axis
    let alignment: AnyAlignment
    /// The spacing the stack was given; nil for the default, which depends on the neighbours.
    let explicitSpacing: CGFloat?
    let nodes: [RenderNode]
    /// The distance after each child but the last (see `gap(after:)`).
    private let gaps: [CGFloat]
    private var layouts: [(ProposedViewSize, StackArrangement)] = []

    /// Where each child goes for one proposal.
    struct StackArrangement {
        var proposals: [ProposedViewSize]
        var offsets: [CGPoint]
        var size: CGSize
    }

    /// SwiftUI's default distance between adjacent children of a stack.
    package nonisolated static let defaultSpacing: CGFloat = 8

    /// Several views where one is expected (a root, a scroll view's or a device's content),
    /// stacked as SwiftUI's implicit stack does: centred across `axis`, default spacing; one
    /// view is itself.
    package static func implicit(_ nodes: [RenderNode], axis: Axis, context: LayoutContext) -> RenderNode {
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: axis, alignment: axis == .vertical ? .horizontal(.center) : .vertical(.center), spacing: nil,
                         children: nodes, context: context)
    }

    package init(axis: Axis, alignment: AnyAlignment, spacing: CGFloat?, children: [RenderNode], context: LayoutContext) {
        self.axis = axis
        self.alignment = alignment
        explicitSpacing = spacing
        nodes = children
        gaps = children.indices.dropLast().map { index in
            Self.gap(between: children[index], and: children[index + 1], axis: axis, explicitSpacing: spacing)
        }
        super.init(name: axis == .horizontal ? "HStack" : "VStack", context: context)
    }

    package override var children: [RenderNode] { nodes }
    override func forgetArrangements() { layouts.removeAll() }

    /// The distance between two adjacent children. An explicit spacing applies everywhere.
    /// The default is the distance between the two views' spacing preferences (SwiftUI's
    /// `ViewSpacing.distance(to:along:)`): 8 between ordinary views, and none beside a
    /// `Spacer`, whose preferences are zero, so `HStack { A; Spacer(); B }` at its ideal
    /// size is A + 8 + B wide (the spacer's minimum length), not A + 24 + B.
    static func gap(between first: RenderNode, and second: RenderNode, axis: Axis, explicitSpacing: CGFloat?) -> CGFloat {
        if let explicitSpacing { return explicitSpacing }
        return first.viewSpacing.distance(to: second.viewSpacing, along: axis)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let arrangement = arrangement(for: proposal)
        // In a scroll view, rows `emitRows` will not draw keep their insides unplaced. Not
        // while a scroll target is looked for: it may be any view inside any row.
        let reach = placement.scrollTargetID == nil ? placement.viewport.map(RenderNode.drawingRect) : nil
        for (index, node) in nodes.enumerated() {
            let offset = arrangement.offsets[index]
            let origin = CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y)
            let childProposal = arrangement.proposals[index]
            if let reach, !CGRect(origin: origin, size: node.sizeThatFits(childProposal)).intersects(reach) {
                node.placeFrameOnly(at: origin, proposal: childProposal, with: placement)
            } else {
                node.place(at: origin, proposal: childProposal, with: placement)
            }
        }
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        RenderNode.emitRows(drawingOrder(nodes), into: &builder, with: emission)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        let arrangement = arrangement(for: proposal)
        return mergedExplicitAlignment(guide, nodes: nodes, proposals: arrangement.proposals, offsets: arrangement.offsets)
    }

    func arrangement(for proposal: ProposedViewSize) -> StackArrangement {
        if let cached = layouts.first(where: { $0.0 == proposal }) { return cached.1 }
        let result = arrange(proposal)
        if layouts.count >= 4 { layouts.removeFirst() }
        layouts.append((proposal, result))
        return result
    }

    private func arrange(_ proposal: ProposedViewSize) -> StackArrangement {
        let count = nodes.count
        guard count > 0 else { return StackArrangement(proposals: [], offsets: [], size: .zero) }
        let minor = proposal[axis.other]
        let totalSpacing = gaps.reduce(0, +)
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(axis: axis, major: nil, minor: minor), count: count)
        var lengths = [CGFloat](repeating: 0, count: count)

        if let offered = proposal[axis] {
            let minima = nodes.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis] }
            let maxima = nodes.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis] }
            let flexibility = zip(minima, maxima).map { $1 - $0 }
            var remaining = offered - totalSpacing
            let priorities = Set(nodes.map(\.layoutPriority)).sorted(by: >)
            for priority in priorities {
                let group = (0..<count).filter { nodes[$0].layoutPriority == priority }
                    .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reservedForLower = (0..<count).filter { nodes[$0].layoutPriority < priority }
                    .reduce(CGFloat(0)) { $0 + minima[$1] }
                var groupRemaining = remaining - reservedForLower
                for (position, index) in group.enumerated() {
                    let share = offered.isInfinite ? .infinity : max(0, groupRemaining / CGFloat(group.count - position))
                    proposals[index] = ProposedViewSize(axis: axis, major: share, minor: minor)
                    lengths[index] = nodes[index].sizeThatFits(proposals[index])[axis]
                    groupRemaining -= lengths[index]
                }
                remaining -= group.reduce(CGFloat(0)) { $0 + lengths[$1] }
            }
        }

        let sizes = (0..<count).map { nodes[$0].sizeThatFits(proposals[$0]) }
        let guides = (0..<count).map { nodes[$0].alignmentValue(alignment, proposal: proposals[$0]) }
        let line = guides.max() ?? 0
        var offsets: [CGPoint] = []
        var position: CGFloat = 0
        var minorExtent: CGFloat = 0
        for index in 0..<count {
            var offset = CGPoint.zero
            offset[axis] = position
            offset[axis.other] = line - guides[index]
            offsets.append(offset)
            minorExtent = max(minorExtent, offset[axis.other] + sizes[index][axis.other])
            position += sizes[index][axis] + (index < count - 1 ? gaps[index] : 0)
        }
        return StackArrangement(proposals: proposals, offsets: offsets, size: CGSize(axis: axis, major: max(0, position), minor: minorExtent))
    }
}

extension RenderNode {
    /// A container's explicit guide from its children's: the first baseline is the topmost
    /// child's first baseline, the last baseline the bottommost child's last baseline; other
    /// guides come from the first child that defines them.
    func mergedExplicitAlignment(_ guide: AnyAlignment, nodes: [RenderNode], proposals: [ProposedViewSize],
                                 offsets: [CGPoint]) -> CGFloat? {
        var values: [CGFloat] = []
        for (index, node) in nodes.enumerated() {
            if let value = node.explicitAlignment(guide, proposal: proposals[index]) {
                values.append(value + offsets[index][guide.axis])
            }
        }
        return guide.combineExplicit(values)
    }
}
