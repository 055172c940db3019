/// `padding`: the child is offered the proposal less the insets (never below zero) and the
/// node is the child's size plus the insets.
package final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    package init(insets: EdgeInsets, child: RenderNode) {
        self.insets = insets
        super.init(name: "padding", child: child)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(for: proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }

    package override var dumpDetail: String {
        "(\(insets.all.map { compactNumber($0) }.joined(separator: " ")))"
    }
}
