/// A marker: exactly its child in layout and drawing, carrying a value for a view above it to
/// collect from the built tree (a navigation stack reads its bar's traits so).
package final class MarkerNode<Value>: WrapperNode {
    package let value: Value

    package init(name: String, value: Value, child: RenderNode) {
        self.value = value
        super.init(name: name, child: child)
        if context.tracksRows { context.rowTops.extend(child, to: self) }
        scrollID = child.scrollID
    }
}

extension MarkerNode {
    /// The first of these markers' values under `nodes`, in tree order (the innermost setting,
    /// found first), that `read` takes something from.
    @MainActor package static func first<T>(under nodes: [RenderNode], _ read: (Value) -> T?) -> T? {
        func find(_ node: RenderNode) -> T? {
            if let marker = node as? MarkerNode<Value>, let found = read(marker.value) { return found }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        for node in nodes { if let found = find(node) { return found } }
        return nil
    }
}
