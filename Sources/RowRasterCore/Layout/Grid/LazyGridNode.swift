/// LazyVGrid and LazyHGrid: a lazy stack of lines (rows of a vertical grid, columns of a
/// horizontal one) whose tracks are resolved from the `GridItem`s once the length across is
/// known. One stack per track layout, so probing another width does not disturb the placed one.
package final class LazyGridNode: RenderNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: AnyAlignment
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    private let lines: LazyGridLines
    private let buildContext: BuildContext
    private var stacks: [(ResolvedGridTracks, LazyStackNode)] = []
    private var placedStack: LazyStackNode?

    package init(axis: Axis, items: [GridItem], alignment: AnyAlignment, spacing: CGFloat, pinnedViews: PinnedScrollableViews,
         children: LazyChildren, buildContext: BuildContext) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.buildContext = buildContext
        lines = LazyGridLines(children: children, context: buildContext.layout)
        super.init(name: axis == .vertical ? "LazyVGrid" : "LazyHGrid", context: buildContext.layout)
    }

    package override var children: [RenderNode] { placedStack.map { [$0] } ?? [] }
    override var builtChildren: [RenderNode] { stacks.map(\.1) }

    /// The stack of lines for the tracks the proposal's length across gives.
    private func stack(for proposal: ProposedViewSize) -> LazyStackNode {
        let across = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
        let tracks = ResolvedGridTracks(items: items, available: across)
        if let found = stacks.first(where: { $0.0 == tracks }) { return found.1 }
        let axis = self.axis, context = self.context
        let children = lines.lines(perLine: tracks.lengths.count) { cells in
            GridLineNode(axis: axis.other, tracks: tracks, cells: cells, context: context)
        }
        let memory = buildContext.graph.lazyMemory(for: buildContext.identity.appending(id: "tracks \(tracks.lengths.count)"))
        let stack = LazyStackNode(axis: axis, alignment: alignment, spacing: spacing, children: children,
                                  pinnedViews: pinnedViews, memory: memory, context: context)
        stack.name = "GridLines"
        if stacks.count >= 3 { stacks.removeFirst() }
        stacks.append((tracks, stack))
        return stack
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stack(for: proposal).sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let stack = stack(for: proposal)
        placedStack = stack
        stack.place(at: frame.origin, proposal: proposal, with: placement)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        stack(for: proposal).explicitAlignment(guide, proposal: proposal)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) { placedStack?.emit(into: &builder, with: emission) }
}

/// One line of a lazy grid: cells in the resolved tracks along `axis`, each offered its
/// track's length (and nothing across), the line as long across as its longest cell, each
/// cell aligned in its area by its item's alignment.
package final class GridLineNode: RenderNode {
    let axis: Axis
    let tracks: ResolvedGridTracks
    let cells: [RenderNode]

    init(axis: Axis, tracks: ResolvedGridTracks, cells: [RenderNode], context: LayoutContext) {
        self.axis = axis
        self.tracks = tracks
        self.cells = cells
        super.init(name: "GridLine", context: context)
    }

    package override var children: [RenderNode] { cells }

    private func cellProposal(_ index: Int) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: tracks.lengths[index], minor: nil)
    }

    private var depth: CGFloat {
        cells.indices.map { cells[$0].sizeThatFits(cellProposal($0))[axis.other] }.max() ?? 0
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(axis: axis, major: tracks.total, minor: depth)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let depth = self.depth
        var position: CGFloat = 0
        for (index, cell) in cells.enumerated() {
            let area = CGSize(axis: axis, major: tracks.lengths[index], minor: depth)
            let dimensions = cell.dimensions(for: cellProposal(index))
            let box = ViewDimensions(size: area)
            let alignment = tracks.alignments[index]
            var origin = CGPoint(x: box[alignment.horizontal] - dimensions[alignment.horizontal],
                                 y: box[alignment.vertical] - dimensions[alignment.vertical])
            origin[axis] += position
            cell.place(at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), proposal: cellProposal(index), with: placement)
            position += tracks.lengths[index] + (index < tracks.spacings.count ? tracks.spacings[index] : 0)
        }
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        nil
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for cell in drawingOrder(cells) { cell.emit(into: &builder, with: emission) }
    }
}
