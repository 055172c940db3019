/// A view you draw into with a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// It takes the space it is offered (10×10 when the offer is unspecified) and calls
/// `renderer` with that size when the view is drawn. What the renderer draws is recorded into
/// the same display list views use. The `symbols` views, each marked with `tag(_:)`, are
/// laid out at the canvas's size but not drawn; the renderer stamps them with
/// ``GraphicsContext/resolveSymbol(id:)`` and `GraphicsContext.draw(_:at:anchor:)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer can draw, found by their tags.
    public var symbols: Symbols
    /// Draws the canvas's content into a context, at the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover every pixel with opaque drawing. A hint to the
    /// renderer on iOS; the drawing is the same either way.
    public var isOpaque: Bool
    /// The colour space iOS mixes the drawing in. RowRaster always mixes gamma-encoded sRGB,
    /// which is the default `.nonLinear`.
    public var colorMode: ColorRenderingMode
    /// Whether iOS may draw the canvas off the main thread; the drawing is the same.
    public var rendersAsynchronously: Bool

    /// A canvas that can draw the `symbols` views.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let renderer = self.renderer
        let environment = context.environment
        let layout = context.layout
        return [CanvasNode(context: layout, symbols: symbolNodes(in: context)) { size, drawSymbol in
            let recorder = GraphicsContext.Recorder(layout: layout, size: size, drawSymbol: drawSymbol)
            var graphics = GraphicsContext(recorder: recorder, environment: environment)
            renderer(&graphics, size)
            let items = graphics.recorder.items
            return graphics.recorder.blends && !items.isEmpty ? [.group(.compositingGroup, items)] : items
        }]
    }

    /// One node per tagged symbol (several views become a ZStack); untagged views cannot be
    /// asked for, so they get none.
    private func symbolNodes(in context: BuildContext) -> [(tag: AnyHashable, node: RenderNode)] {
        if Symbols.self == EmptyView.self { return [] }
        var result: [(tag: AnyHashable, node: RenderNode)] = []
        for option in PickerOptions.of(symbols) {
            guard let tag = option.tag else { continue }
            let nodes = context.graph.makeNodes(option.label, in: context.child(id: tag).container(axis: nil))
            guard !nodes.isEmpty else { continue }
            let node = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes, context: context.layout)
            result.append((tag, node))
        }
        return result
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas without symbols.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}
