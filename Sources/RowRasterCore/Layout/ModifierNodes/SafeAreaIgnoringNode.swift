/// `ignoresSafeArea`: the view keeps the size it chose, but its content is offered a frame
/// grown on `edges` into the safe areas it reaches (`PlacementContext.frame(_:extendedInto:)`)
/// and placed at that frame's top-leading corner, as SwiftUI places it. A colour flush with
/// the status bar fills up to the top of the screen; a view of fixed height moves up under
/// the bar; a view short of the safe edge stays where it is.
package final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set

    package init(edges: Edge.Set, child: RenderNode) {
        self.edges = edges
        super.init(name: "ignoresSafeArea", child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let physical = PhysicalEdges(edges, direction: placement.layoutDirection)
        let grown = placement.frame(frame, extendedInto: physical)
        guard grown != frame else {
            super.placeChildren(in: frame, proposal: proposal, with: placement.ignoringSafeArea(physical))
            return
        }
        let grownProposal = ProposedViewSize(grown.size)
        let size = child.sizeThatFits(grownProposal)
        // At the grown frame's top-leading corner, in root (physical) coordinates: mirrored
        // once here so that `place`, which mirrors inside a right-to-left parent, lands it back.
        let rightToLeft = placement.layoutDirection == .rightToLeft
        let origin = CGPoint(x: rightToLeft ? grown.maxX - size.width : grown.minX, y: grown.minY)
        child.place(at: placement.placedOrigin(origin, width: size.width), proposal: grownProposal,
                    with: placement.ignoringSafeArea(physical))
    }

    package override var dumpDetail: String { edges == .all ? "" : "(\(edges.rawValue))" }
}
