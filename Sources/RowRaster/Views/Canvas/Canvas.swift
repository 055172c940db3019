/// A view you draw into with a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// It takes the space it is offered (10×10 when the offer is unspecified) and calls
/// `renderer` with that size when the view is drawn. What the renderer draws is recorded into
/// the same display list views use.
public struct Canvas: View, PrimitiveView {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.opaque = opaque
        self.renderer = renderer
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let renderer = self.renderer
        let environment = context.environment
        let layout = context.layout
        return [CanvasNode(context: layout) { size in
            var graphics = GraphicsContext(recorder: GraphicsContext.Recorder(layout: layout, size: size), environment: environment)
            renderer(&graphics, size)
            let items = graphics.recorder.items
            return graphics.recorder.blends && !items.isEmpty ? [.group(.compositingGroup, items)] : items
        }]
    }
}
