/// `fixedSize`: the fixed axes are proposed nil, so the child takes its ideal size there.
package final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    package init(horizontal: Bool, vertical: Bool, child: RenderNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(name: "fixedSize", child: child)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
