nonisolated struct _ContainerRelativeFrameModifier: NodeWrappingModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeFrameNode.Length

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        ContainerRelativeFrameNode(axes: axes, alignment: alignment, container: context.layoutContainer,
                                   place: "containerRelativeFrame at \(context.identity)", length: length, child: node)
    }
}

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: its numbers are checked where the
/// view is built, so a count of 0 is reported once, not at every sizing.
nonisolated struct _ContainerRelativeGridFrameModifier: NodeWrappingModifier {
    let axes: Axis.Set
    let count: Int
    let span: Int
    let spacing: CGFloat
    let alignment: Alignment

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let place = "containerRelativeFrame at \(context.identity)"
        for (name, value) in [("count", count), ("span", span)] where value < 1 {
            context.layout.report(.invalidNumber(view: place, parameter: name, value: CGFloat(value), rule: "it must be 1 or more"))
        }
        let count = max(1, count), span = max(1, span)
        let spacing = context.validLength(spacing, "spacing", in: "containerRelativeFrame", allowsNegative: true) ?? 0
        return ContainerRelativeFrameNode(axes: axes, alignment: alignment, container: context.layoutContainer, place: place,
                                          length: { length, _ in
                                              ContainerRelativeFrameNode.length(of: span, in: count, spacing: spacing,
                                                                                containerLength: length)
                                          }, child: node)
    }
}

nonisolated extension View {
    /// Frames the view at the size of the nearest container on `axes`: the screen's safe area
    /// (or the size a row is rendered at), a scroll view or a list, less its content margins.
    /// On the other axis the view keeps its own size, as with `frame`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Frames the view at `span` of `count` equal parts of the nearest container on `axes`, with
    /// `spacing` between the parts: `count: 3, span: 2` is two thirds of a scroll view's width,
    /// less one spacing, plus the one between the two parts it spans.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeGridFrameModifier(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }

    /// Frames the view on `axes` at the length `length` computes from the nearest container's
    /// length on that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
