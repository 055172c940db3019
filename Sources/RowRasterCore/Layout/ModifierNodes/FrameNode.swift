/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and is the
/// node's size on that axis; an unspecified one passes the proposal through and takes the
/// child's size. The child is aligned inside.
package class FrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: RenderNode, name: String = "frame") {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(name: name, child: child)
    }

    /// The fixed dimensions, nil where the proposal passes through: the ones given here, or
    /// ones a subclass computes (`ContainerRelativeFrameNode`).
    var fixedSize: ProposedViewSize { ProposedViewSize(width: width, height: height) }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let fixed = fixedSize
        return ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fixed = fixedSize
        let size = child.sizeThatFits(ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
        return CGSize(width: fixed.width ?? size.width, height: fixed.height ?? size.height)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        alignedOffset(of: child, childProposal: childProposal(for: proposal), in: sizeThatFits(proposal), alignment: alignment)
    }

    package override var dumpDetail: String {
        let fixed = fixedSize
        return "(\(fixed.width.map { compactNumber($0) } ?? "nil") \(fixed.height.map { compactNumber($0) } ?? "nil"))"
    }
}
