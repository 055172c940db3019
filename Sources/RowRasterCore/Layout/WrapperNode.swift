/// A node around one child that, unless a subclass says otherwise, is exactly its child:
/// same size, same place, same guides, same drawing.
package class WrapperNode: RenderNode {
    package let child: RenderNode

    package init(name: String, child: RenderNode) {
        self.child = child
        super.init(name: name, context: child.context)
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        listRowTraits = child.listRowTraits
        layoutValues = child.layoutValues
    }

    package override var children: [RenderNode] { [child] }

    // A modifier keeps the spacing preferences of the view it modifies.
    override var viewSpacing: ViewSpacing { child.viewSpacing }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(for: proposal))
    }

    /// What the child is offered for `proposal`.
    func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    /// Where the child's top-leading corner goes inside this node's frame.
    func childOffset(for proposal: ProposedViewSize) -> CGPoint { .zero }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let offset = childOffset(for: proposal)
        child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: childProposal(for: proposal), with: placement)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        guard let value = child.explicitAlignment(guide, proposal: childProposal(for: proposal)) else { return nil }
        return value + childOffset(for: proposal)[guide.axis]
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) { child.emit(into: &builder, with: emission) }

    /// The offset that puts the child's `alignment` guides on those of a box of `size`.
    func alignedOffset(of child: RenderNode, childProposal: ProposedViewSize, in size: CGSize,
                       alignment: Alignment) -> CGPoint {
        let childDimensions = child.dimensions(for: childProposal)
        let box = ViewDimensions(size: size)
        return CGPoint(x: box[alignment.horizontal] - childDimensions[alignment.horizontal],
                       y: box[alignment.vertical] - childDimensions[alignment.vertical])
    }
}
