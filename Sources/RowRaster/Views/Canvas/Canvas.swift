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

    func makeNodes(in context: BuildContext) -> [RenderNode] {
        [CanvasNode(renderer: renderer, environment: context.environment, context: context.layout)]
    }
}

final class CanvasNode: RenderNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues, context: LayoutContext) {
        self.renderer = renderer
        self.environment = environment
        super.init(name: "Canvas", context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        var graphics = GraphicsContext(recorder: GraphicsContext.Recorder(layout: context), environment: environment)
        renderer(&graphics, frame.size)
        let items = graphics.recorder.items
        guard !items.isEmpty else { return }
        // The canvas draws in its own space, clipped to its bounds as SwiftUI's is.
        let bounds = Path(CGRect(origin: .zero, size: frame.size))
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                              [.group(.clip(bounds, FillStyle()), items)]))
    }
}
