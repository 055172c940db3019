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
