extension RenderNode {
    /// Visits the node and every node below it in tree order (the order the layout dump lists
    /// them), with each one's depth below this node. Children a `placeFrameOnly` left unplaced
    /// are placed first, so every frame visited is final.
    package final func visitLaidOutTree(depth: Int = 0, _ visit: (RenderNode, Int) -> Void) {
        visit(self, depth)
        placeAwaitedChildren()
        for child in children { child.visitLaidOutTree(depth: depth + 1, visit) }
    }
}
