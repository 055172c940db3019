/// A vertical stack that builds its children only when they are about to be shown in the
/// enclosing scroll view, as SwiftUI's `LazyVStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [makeLazyStack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, pinnedViews: pinnedViews,
                       content: content, name: "LazyVStack", in: context)]
    }
}

/// A horizontal stack that builds its children only when they are about to be shown, as
/// SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [makeLazyStack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, pinnedViews: pinnedViews,
                       content: content, name: "LazyHStack", in: context)]
    }
}

/// The node of either lazy stack: its rows described lazily, its measurements remembered by
/// the graph at its identity.
@MainActor
private func makeLazyStack<Content: View>(axis: Axis, alignment: AnyAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
                                          content: Content, name: String, in context: BuildContext) -> LazyStackNode {
    LazyStackNode(axis: axis, alignment: alignment, spacing: validSpacing(spacing, in: name, context) ?? StackNode.defaultSpacing,
                  children: context.graph.lazyChildren(content, in: context.container(axis: axis)), pinnedViews: pinnedViews,
                  memory: context.graph.lazyMemory(for: context.identity), context: context.layout)
}
