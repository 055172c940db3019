/// `background` and `overlay`: the decoration is proposed the decorated view's size, aligned
/// on it, and drawn behind or in front; it never changes the node's size.
package final class DecorationNode: WrapperNode {
    package let decoration: RenderNode
    let alignment: Alignment
    package let isOverlay: Bool

    package init(decoration: RenderNode, alignment: Alignment, isOverlay: Bool, child: RenderNode) {
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(name: isOverlay ? "overlay" : "background", child: child)
    }

    package override var children: [RenderNode] { isOverlay ? [child, decoration] : [decoration, child] }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        super.placeChildren(in: frame, proposal: proposal, with: placement)
        let decorationProposal = ProposedViewSize(frame.size)
        let offset = alignedOffset(of: decoration, childProposal: decorationProposal, in: frame.size, alignment: alignment)
        decoration.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: decorationProposal, with: placement)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        if isOverlay {
            child.emit(into: &builder, with: emission)
            decoration.emit(into: &builder, with: emission)
        } else {
            decoration.emit(into: &builder, with: emission)
            child.emit(into: &builder, with: emission)
        }
    }
}

extension DecorationNode {
    /// `child` on a window's background: a rectangle of `color` behind it, at its size (the
    /// content of a dark-mode app on the dark system background).
    package static func windowBackground(_ color: RGBAColor, behind child: RenderNode) -> DecorationNode {
        let fill = ShapeNode(shape: Rectangle(), drawing: .fill(.color(color), FillStyle()), name: "WindowBackground",
                             context: child.context)
        return DecorationNode(decoration: fill, alignment: .center, isOverlay: false, child: child)
    }
}
