/// A view that takes no space and draws nothing (an image whose asset was not found, as iOS
/// shows it), but is still a member of its stack.
final class EmptyLeafNode: RenderNode {
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
}
