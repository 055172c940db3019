/// A container that arranges its `GridRow`s' views in shared columns, as SwiftUI's `Grid`.
/// Views outside a `GridRow` span the whole grid. See `GridNode` for how sizes are shared.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return [layout.makeNode(children: context.graph.makeNodes(content, in: layout.contentContext(context)), context: context.layout)]
    }
}

/// A row of a `Grid`: its views are the row's cells, column by column, as SwiftUI's
/// `GridRow`. Outside a grid it is a group: its views join the enclosing container.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        guard context.isGridContent else { return context.graph.makeNodes(content, in: context.child(0)) }
        let cells = context.graph.makeNodes(content, in: context.container(axis: .horizontal))
        return [GridRowNode(alignment: alignment, cells: cells, context: context.layout)]
    }
}

/// A grid as a `Layout` value, as SwiftUI's `GridLayout`.
public struct GridLayout: NativeLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The context of the grid's content: rows may be made there, and views outside rows
    /// are laid out top to bottom (a `Divider` there is a horizontal line).
    @MainActor func contentContext(_ context: BuildContext) -> BuildContext {
        var content = context.container(axis: .vertical)
        content.isGridContent = true
        return content
    }

    package func makeNode(children: [RenderNode], context: LayoutContext) -> RenderNode {
        GridNode(alignment: alignment, horizontalSpacing: validSpacing(horizontalSpacing, in: "Grid", context),
                 verticalSpacing: validSpacing(verticalSpacing, in: "Grid", context), children: children, context: context)
    }
}
