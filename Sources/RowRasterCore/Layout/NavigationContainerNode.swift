/// A navigation stack's bar above its content: the bar at its own height across the width, the
/// content below it in what is left.
package final class NavigationContainerNode: RenderNode {
    let bar: RenderNode?
    let content: RenderNode

    package init(bar: RenderNode?, content: RenderNode) {
        self.bar = bar
        self.content = content
        super.init(name: "NavigationStack", context: content.context)
    }

    package override var children: [RenderNode] { [bar, content].compactMap { $0 } }

    private func barHeight(width: CGFloat?) -> CGFloat {
        bar?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let height = proposal.height.map { Swift.max(0, $0 - barHeight(width: proposal.width)) }
        return ProposedViewSize(width: proposal.width, height: height)
    }

    /// Like the screen it stands for, the stack takes the space it is offered.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let contentSize = content.sizeThatFits(contentProposal(proposal))
        let width = proposal.width ?? Swift.max(contentSize.width, bar?.sizeThatFits(.unspecified).width ?? 0)
        return CGSize(width: width, height: proposal.height ?? barHeight(width: width) + contentSize.height)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let height = barHeight(width: frame.width)
        bar?.place(at: frame.origin, proposal: ProposedViewSize(width: frame.width, height: height), with: placement)
        content.place(at: CGPoint(x: frame.minX, y: frame.minY + height),
                      proposal: ProposedViewSize(width: frame.width, height: Swift.max(0, frame.height - height)), with: placement)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        content.emit(into: &builder, with: emission)
        bar?.emit(into: &builder, with: emission)
    }
}
