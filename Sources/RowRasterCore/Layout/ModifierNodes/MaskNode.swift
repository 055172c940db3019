/// `mask`: the mask is laid out like an overlay and its coverage clips the child's drawing.
package final class MaskNode: WrapperNode {
    let mask: RenderNode
    let alignment: Alignment

    package init(mask: RenderNode, alignment: Alignment, child: RenderNode) {
        self.mask = mask
        self.alignment = alignment
        super.init(name: "mask", child: child)
    }

    package override var children: [RenderNode] { [child, mask] }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        super.placeChildren(in: frame, proposal: proposal, with: placement)
        let maskProposal = ProposedViewSize(frame.size)
        let offset = alignedOffset(of: mask, childProposal: maskProposal, in: frame.size, alignment: alignment)
        mask.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: maskProposal, with: placement)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        var maskBuilder = DisplayListBuilder()
        mask.emit(into: &maskBuilder, with: emission)
        // An empty mask shows nothing, as a fully transparent mask does.
        guard !maskBuilder.items.isEmpty else { return }
        builder.group(.mask(maskBuilder.items)) { child.emit(into: &$0, with: emission) }
    }
}
