import Foundation

extension RenderPipeline {
    /// The axis of the outermost scroll view or list in `view` laid out at `proposal`, or nil when
    /// it holds none: what a frame simulation would scroll (`rowraster previews --frames` scrolls
    /// only previews that have one).
    package static func scrollAxis<V: View>(of view: V, proposal: ProposedViewSize, scale: CGFloat) throws(RenderError) -> Axis? {
        let graph = try makeGraph(scale: scale)
        let context = graph.layoutContext
        context.beginRender(displayScale: scale, rowObserver: nil)
        graph.beginRender()
        defer {
            graph.endRender()
            context.endRender()
        }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let outerGraph = ViewGraph.evaluating
        ViewGraph.evaluating = graph
        defer { ViewGraph.evaluating = outerGraph }
        let root = graph.makeRoot(view, environment: environment)
        _ = root.sizeThatFits(proposal)
        root.place(at: .zero, proposal: proposal, with: PlacementContext())
        var pending: [RenderNode] = [root]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let scroll = node as? ScrollNode { return scroll.axis }
            pending += node.children
        }
        return nil
    }
}
