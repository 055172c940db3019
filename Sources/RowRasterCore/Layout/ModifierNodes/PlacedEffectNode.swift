/// A node drawn through what its placed geometry makes of it (`visualEffect`): once the node is
/// placed, `wrap` is given its child, frame and placement and returns the node to place and
/// draw in the child's stead, usually the child wrapped in effects.
package final class PlacedEffectNode: WrapperNode {
    package typealias Wrap = @MainActor (_ child: RenderNode, _ frame: CGRect, _ placement: PlacementContext) -> RenderNode
    let wrap: Wrap
    private var effected: RenderNode?

    package init(name: String, child: RenderNode, wrap: @escaping Wrap) {
        self.wrap = wrap
        super.init(name: name, child: child)
    }

    package override var children: [RenderNode] { [effected ?? child] }
    override var builtChildren: [RenderNode] { [child] + (effected.map { [$0] } ?? []) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let node = wrap(child, frame, placement)
        node.place(at: frame.origin, proposal: proposal, with: placement)
        effected = node
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        (effected ?? child).emit(into: &builder, with: emission)
    }
}
