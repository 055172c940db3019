nonisolated struct _DecorationModifier<Decoration: View>: NodeWrappingModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool
    /// The edges on which a style decoration extends into the safe area (`ignoresSafeAreaEdges`).
    var ignoredSafeAreaEdges: Edge.Set = []

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let decorationContext = context.child(isOverlay ? 2 : 1).container(axis: nil)
        let nodes = context.graph.makeNodes(decoration, in: decorationContext)
        guard !nodes.isEmpty else { return node }
        // Several decoration views are layered, as the content of `background { }` is.
        let decorationNode = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: alignment, children: nodes, context: context.layout)
        return DecorationNode(decoration: decorationNode, alignment: alignment, isOverlay: isOverlay,
                              ignoredSafeAreaEdges: ignoredSafeAreaEdges, child: node)
    }
}

nonisolated extension View {
    /// Layers `content` behind the view, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isOverlay: false))
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, isOverlay: false))
    }

    /// Fills the view's frame behind it with a style, extended under the safe area on
    /// `edges` where the view reaches it (all of them by default, as in SwiftUI, so a
    /// full-screen view's background colour runs under the status bar).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isOverlay: false,
                                     ignoredSafeAreaEdges: edges))
    }

    /// Fills a shape the size of the view behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills a shape the size of the view behind it with the background style (white).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }

    /// Layers `content` in front of the view, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isOverlay: true))
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, isOverlay: true))
    }

    /// Covers the view's frame with a style, extended under the safe area on `edges` where
    /// the view reaches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isOverlay: true,
                                     ignoredSafeAreaEdges: edges))
    }

    /// Covers a shape the size of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// A border drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
