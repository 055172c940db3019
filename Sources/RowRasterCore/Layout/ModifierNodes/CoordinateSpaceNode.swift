/// A view whose space has a name (`coordinateSpace(name:)`): the subtree is placed knowing where
/// that space is, so a `GeometryReader` inside can measure in it. Size and drawing are the child's.
package final class CoordinateSpaceNode: WrapperNode {
    let spaceName: AnyHashable

    init(name: AnyHashable, child: RenderNode) {
        spaceName = name
        super.init(name: "coordinateSpace", child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        child.place(at: frame.origin, proposal: proposal, with: placement.naming(spaceName, frame: frame))
    }

    package override var dumpDetail: String { "\(spaceName.base)" }
}
