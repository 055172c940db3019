/// `position(x:y:)`: takes the whole proposal and puts the child's centre at a point of its
/// own coordinate space, as SwiftUI's position layout does.
package final class PositionNode: WrapperNode {
    let position: CGPoint

    package init(position: CGPoint, child: RenderNode) {
        self.position = position
        super.init(name: "position", child: child)
    }

    /// Every proposal is accepted; nil axes get SwiftUI's placeholder length, 10.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    // The child is offered what the position view was offered, and sizes itself from that.
    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        let size = child.sizeThatFits(proposal)
        return CGPoint(x: position.x - size.width / 2, y: position.y - size.height / 2)
    }

    // The position view is a box of its own: its guides are the defaults of its frame.
    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? { nil }

    package override var dumpDetail: String { "(\(compactNumber(position.x)) \(compactNumber(position.y)))" }
}
