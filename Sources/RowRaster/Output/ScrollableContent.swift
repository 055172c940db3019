extension RenderPipeline {
    /// The axis of the outermost scroll view or list in `view` laid out at `proposal`, or nil when
    /// it holds none: what a frame simulation would scroll (`rowraster previews --frames` scrolls
    /// only previews that have one).
    package static func scrollAxis<V: View>(of view: V, proposal: ProposedViewSize, scale: CGFloat) throws(RenderError) -> Axis? {
        var pending: [RenderNode] = [try layOut(view, proposal: proposal, scale: scale).root]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let scroll = node as? ScrollNode { return scroll.axis }
            pending += node.children
        }
        return nil
    }
}
