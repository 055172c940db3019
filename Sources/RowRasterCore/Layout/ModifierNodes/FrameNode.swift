/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and is the
/// node's size on that axis; an unspecified one passes the proposal through and takes the
/// child's size. The child is aligned inside.
package final class FrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: RenderNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(name: "frame", child: child)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(for: proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        alignedOffset(of: child, childProposal: childProposal(for: proposal), in: sizeThatFits(proposal), alignment: alignment)
    }

    package override var dumpDetail: String {
        "(\(width.map { compactNumber($0) } ?? "nil") \(height.map { compactNumber($0) } ?? "nil"))"
    }
}
