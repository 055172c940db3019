/// LazyVStack and LazyHStack: children built only when they come within the visible rect
/// (plus a prefetch margin) of the enclosing scroll view; unbuilt ones are estimated.
///
/// Outside a scroll view every child is visible, so all are built, as SwiftUI does.
package final class LazyStackNode: RenderNode {
    let axis: Axis
    let alignment: AnyAlignment
    let slots: LazySlots
    let pinnedViews: PinnedScrollableViews
    /// Slots placed by the last placement, in order, and the headers/footers pinned over them.
    private(set) var placed: [Int] = []
    private var pinned: [Int] = []
    /// Where the last placement put each placed slot along the axis (the stack's coordinates):
    /// pinning measures against these, not against estimates that moved while placing.
    private var placedOffsets: [Int: CGFloat] = [:]
    /// Where the last placement found the view its scroll view looks for, if it holds it.
    private var locatedTarget: (id: AnyHashable, location: ScrollTargetLocation)?
    let memory: LazyStackMemory?

    /// How far beyond the visible rect rows are built, along the axis: SwiftUI prefetches a
    /// little ahead so a scroll does not begin with an empty gap.
    static let prefetchMargin: CGFloat = 100

    /// - Parameter decorate: Turns a slot's built node into what the stack places (a list's
    ///   row with insets, background and separator); nil leaves it as it is.
    package init(axis: Axis, alignment: AnyAlignment, spacing: CGFloat, children: LazyChildren,
         pinnedViews: PinnedScrollableViews, memory: LazyStackMemory?,
         decorate: ((RenderNode, LazySlots.SlotPosition) -> RenderNode)? = nil, context: LayoutContext) {
        self.axis = axis
        self.alignment = alignment
        self.pinnedViews = pinnedViews
        self.memory = memory
        slots = LazySlots(children: children, spacing: spacing) { nodes, position in
            if nodes.isEmpty { return nil }
            // An element of several views (a ForEach row with a Group) stacks them as one slot.
            let node = nodes.count == 1 ? nodes[0]
                : StackNode(axis: axis, alignment: axis == .vertical ? .horizontal(.center) : .vertical(.center),
                            spacing: spacing, children: nodes, context: context)
            return decorate?(node, position) ?? node
        }
        super.init(name: axis == .vertical ? "LazyVStack" : "LazyHStack", context: context)
        memory?.restore(into: slots)
    }

    package override var children: [RenderNode] { (placed + pinned).compactMap { slots.node(at: $0) } }
    override var builtChildren: [RenderNode] { slots.realizedIndices.compactMap { slots.node(at: $0) } }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: proposal[axis.other])
    }

    /// Builds and measures a slot.
    @discardableResult
    private func measure(_ index: Int, _ proposal: ProposedViewSize) -> RenderNode? {
        guard let node = slots.node(at: index) else {
            slots.setLength(0, of: index)
            return nil
        }
        let size = node.sizeThatFits(childProposal(proposal))
        slots.setLength(size[axis], of: index)
        return node
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // One measured row makes the estimate of the others (unless an earlier render's are known).
        if !slots.hasMeasurements, let first = slots.firstRow ?? (slots.count > 0 ? 0 : nil) { measure(first, proposal) }
        let minor: CGFloat = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
            ?? slots.realizedIndices.compactMap { slots.node(at: $0)?.sizeThatFits(childProposal(proposal))[axis.other] }.max()
            ?? 0
        return CGSize(axis: axis, major: slots.totalLength, minor: minor)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        placed = []
        pinned = []
        placedOffsets = [:]
        locatedTarget = nil
        guard slots.count > 0 else { return }
        var start: CGFloat = 0, end = slots.totalLength
        if let viewport = placement.viewport {
            start = viewport.origin[axis] - frame.origin[axis] - Self.prefetchMargin
            end = viewport.origin[axis] + viewport.size[axis] - frame.origin[axis] + Self.prefetchMargin
            if let targetID = placement.scrollTargetID, let index = slots.slot(withIdentity: targetID) {
                let location = ScrollTargetLocation(start: frame.origin[axis] + locate(index, proposal: proposal), length: slots.length(of: index))
                locatedTarget = (targetID, location)
            }
        }
        // Rows are placed one after another from the first visible one, by measured lengths:
        // measuring changes the estimate of the rows not yet built, and must not move these.
        var index = slots.slot(at: max(0, start))
        var major = slots.offset(of: index)
        while index < slots.count, major < end {
            if let node = measure(index, proposal) { place(node, at: index, major: major, in: frame, proposal: proposal, with: placement) }
            placed.append(index)
            placedOffsets[index] = major
            major += slots.length(of: index) + slots.spacing
            index += 1
        }
        if let viewport = placement.viewport { pinSectionViews(in: frame, viewport: viewport, proposal: proposal, with: placement) }
        memory?.remember(slots)
    }

    /// The offset of the scroll target `index`, with it and the rows within the prefetch margin
    /// before it measured, so the placement that follows finds them measured and puts the
    /// target exactly there.
    private func locate(_ index: Int, proposal: ProposedViewSize) -> CGFloat {
        measure(index, proposal)
        var before = index - 1, covered: CGFloat = 0
        while before >= 0, covered <= Self.prefetchMargin {
            measure(before, proposal)
            covered += slots.length(of: before) + slots.spacing
            before -= 1
        }
        return slots.offset(of: index)
    }

    private func place(_ node: RenderNode, at index: Int, major: CGFloat? = nil, in frame: CGRect, proposal: ProposedViewSize,
                       with placement: PlacementContext) {
        let childProposal = childProposal(proposal)
        let size = node.sizeThatFits(childProposal)
        let ownMinor = frame.size[axis.other]
        let guide = node.alignmentValue(alignment, proposal: childProposal)
        let line = alignment.defaultValue(in: ViewDimensions(size: frame.size))
        var origin = frame.origin
        origin[axis] += major ?? slots.offset(of: index)
        origin[axis.other] += min(max(line - guide, 0), max(0, ownMinor - size[axis.other]))
        node.place(at: origin, proposal: childProposal, with: placement)
    }

    /// Headers (and footers) of sections crossing the visible edge stay at the edge until
    /// their section's end pushes them on.
    private func pinSectionViews(in frame: CGRect, viewport: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let top = viewport.origin[axis] - frame.origin[axis]
        let bottom = top + viewport.size[axis]
        func offset(of index: Int) -> CGFloat {
            if let placed = placedOffsets[index] { return placed }
            if let before = placedOffsets[index - 1] { return before + slots.length(of: index - 1) + slots.spacing }
            return slots.offset(of: index)
        }
        for section in slots.sections {
            let sectionStart = offset(of: section.first)
            let sectionEnd = offset(of: section.end) - slots.spacing
            if pinnedViews.contains(.sectionHeaders), let header = section.header, sectionStart < top, sectionEnd > top,
               let node = measure(header, proposal) {
                let length = slots.length(of: header)
                place(node, at: header, major: min(top, sectionEnd - length), in: frame, proposal: proposal, with: placement)
                pinned.append(header)
                placed.removeAll { $0 == header }
            }
            if pinnedViews.contains(.sectionFooters), let footer = section.footer, sectionEnd > bottom, sectionStart < bottom,
               let node = measure(footer, proposal) {
                let length = slots.length(of: footer)
                place(node, at: footer, major: max(bottom - length, sectionStart + slots.length(of: section.header ?? section.first)),
                      in: frame, proposal: proposal, with: placement)
                pinned.append(footer)
                placed.removeAll { $0 == footer }
            }
        }
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        RenderNode.emitRows(placed.compactMap { slots.node(at: $0) }, into: &builder, with: emission)
        for index in pinned { slots.node(at: index)?.emit(into: &builder, with: emission) }
    }

    override func scrollTargetLocation(of id: AnyHashable) -> ScrollTargetLocation? {
        super.scrollTargetLocation(of: id) ?? locatedTarget.flatMap { $0.id == id ? $0.location : nil }
    }

    package override var dumpDetail: String { "(\(slots.count) slots, \(slots.realizations) built)" }
}

/// What a lazy stack learned about its rows' lengths, kept by the view graph between renders
/// so estimates (and scroll offsets) do not start over on every frame.
@MainActor
package final class LazyStackMemory {
    private var lengths: [Int: CGFloat] = [:]
    private var count = -1

    func restore(into slots: LazySlots) {
        guard count == slots.count else { return }   // different data: start again
        for (index, length) in lengths { slots.setLength(length, of: index) }
    }

    func remember(_ slots: LazySlots) {
        count = slots.count
        for index in slots.realizedIndices { lengths[index] = slots.length(of: index) }
    }
}
