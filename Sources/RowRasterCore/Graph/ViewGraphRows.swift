extension ViewGraph {
    /// Builds one row (a `ForEach` element) and tags its first node with the row's `scrollID`,
    /// so a scroll view can scroll to it; while the render tracks rows, records that node as
    /// the row's top (`LayoutContext.rowTops`), and a row observer is told how long the build
    /// took and which evaluations it caused. Elements of a `ForEach` inside a row are parts of it.
    func makeRow<V: View>(_ view: V, id: AnyHashable, in context: BuildContext) -> [RenderNode] {
        rowDepth += 1
        defer { rowDepth -= 1 }
        guard rowDepth == 1 else {
            let nodes = makeNodes(view, in: context)
            if let first = nodes.first, first.scrollID == nil { first.scrollID = id }
            return nodes
        }
        guard let observer = layoutContext.rowObserver else {
            let nodes = makeNodes(view, in: context)
            tag(nodes, id: id, identity: context.identity.description)
            return nodes
        }
        let start = StageClock.now()
        let first = evaluations.count
        let nodes = makeNodes(view, in: context)
        let identity = context.identity.description
        observer.rowBuilt(identity, seconds: StageClock.seconds(since: start), evaluations: evaluations[first...])
        tag(nodes, id: id, identity: identity)
        return nodes
    }

    /// Tags the row's first node with its `scrollID` and, while rows are tracked, marks it as
    /// the row's top under its identity (written out only then).
    private func tag(_ nodes: [RenderNode], id: AnyHashable, identity: @autoclosure () -> String) {
        guard let first = nodes.first else { return }
        if first.scrollID == nil { first.scrollID = id }
        if layoutContext.tracksRows { layoutContext.rowTops.mark(first, as: identity()) }
    }
}
