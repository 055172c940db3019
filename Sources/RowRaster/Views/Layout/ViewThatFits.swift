/// Shows the first of its views whose ideal size fits the space offered on `axes`, else the
/// last, as SwiftUI's `ViewThatFits` (a row that drops detail when it is narrow).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let options = context.graph.makeNodes(content, in: context.container(axis: nil))
        return [ViewThatFitsNode(axes: axes, options: options, context: context.layout)]
    }
}
