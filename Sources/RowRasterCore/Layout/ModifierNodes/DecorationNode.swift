/// `background` and `overlay`: the decoration is proposed the decorated view's size, aligned
/// on it, and drawn behind or in front; it never changes the node's size.
package final class DecorationNode: WrapperNode {
    package let decoration: RenderNode
    let alignment: Alignment
    package let isOverlay: Bool
    /// The edges on which the decoration extends into the safe area the decorated view
    /// reaches (`background(_:ignoresSafeAreaEdges:)`); none for a decoration view.
    let ignoredSafeAreaEdges: Edge.Set

    package init(decoration: RenderNode, alignment: Alignment, isOverlay: Bool, ignoredSafeAreaEdges: Edge.Set = [],
                 child: RenderNode) {
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
        self.ignoredSafeAreaEdges = ignoredSafeAreaEdges
        super.init(name: isOverlay ? "overlay" : "background", child: child)
    }

    package override var children: [RenderNode] { isOverlay ? [child, decoration] : [decoration, child] }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        super.placeChildren(in: frame, proposal: proposal, with: placement)
        let ignored = PhysicalEdges(ignoredSafeAreaEdges, direction: placement.layoutDirection)
        let box = placement.frame(frame, extendedInto: ignored)
        let decorationPlacement = ignored.isEmpty ? placement : placement.ignoringSafeArea(ignored)
        let decorationProposal = ProposedViewSize(box.size)
        let offset = alignedOffset(of: decoration, childProposal: decorationProposal, in: box.size, alignment: alignment)
        if box == frame {
            decoration.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: decorationProposal,
                             with: decorationPlacement)
            return
        }
        // The grown box is in root (physical) coordinates; the offset was laid out left to
        // right, so it is mirrored inside the box first, then once more for `place` to undo.
        let width = decoration.sizeThatFits(decorationProposal).width
        let x = placement.layoutDirection == .rightToLeft ? box.maxX - offset.x - width : box.minX + offset.x
        decoration.place(at: placement.placedOrigin(CGPoint(x: x, y: box.minY + offset.y), width: width),
                         proposal: decorationProposal, with: decorationPlacement)
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
