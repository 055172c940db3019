/// Where the environment's layout direction changes (`.environment(\.layoutDirection, …)`):
/// the subtree inside is placed in the new direction. It changes neither size nor drawing.
package final class LayoutDirectionNode: WrapperNode {
    let direction: LayoutDirection

    package init(direction: LayoutDirection, child: RenderNode) {
        self.direction = direction
        super.init(name: "layoutDirection", child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        child.place(at: frame.origin, proposal: proposal, with: placement.laidOut(direction, in: frame))
    }

    package override var dumpDetail: String { direction == .rightToLeft ? "rightToLeft" : "leftToRight" }

    /// `nodes`, each marked with the inner direction when `inner` lays out in another direction
    /// than `outer`.
    package static func marking(_ nodes: [RenderNode], from outer: EnvironmentValues, to inner: EnvironmentValues) -> [RenderNode] {
        guard inner.layoutDirection != outer.layoutDirection else { return nodes }
        return nodes.map { LayoutDirectionNode(direction: inner.layoutDirection, child: $0) }
    }
}
