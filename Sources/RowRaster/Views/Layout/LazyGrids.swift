/// A grid of columns whose rows are built only when they are about to be shown in the
/// enclosing scroll view, as SwiftUI's `LazyVGrid`. The columns come from `GridItem`s;
/// items fill them row by row.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [makeLazyGrid(axis: .vertical, items: columns, alignment: .horizontal(alignment), spacing: spacing,
                      pinnedViews: pinnedViews, content: content, name: "LazyVGrid", in: context)]
    }
}

/// A grid of rows whose columns are built only when they are about to be shown, as
/// SwiftUI's `LazyHGrid`. The rows come from `GridItem`s; items fill them column by column.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [makeLazyGrid(axis: .horizontal, items: rows, alignment: .vertical(alignment), spacing: spacing,
                      pinnedViews: pinnedViews, content: content, name: "LazyHGrid", in: context)]
    }
}

/// The node of either lazy grid, with its items checked: a NaN, infinite or negative length
/// or spacing is reported and the item made `.flexible()` (spacing: the system spacing).
@MainActor
private func makeLazyGrid<Content: View>(axis: Axis, items: [GridItem], alignment: AnyAlignment, spacing: CGFloat?,
                                         pinnedViews: PinnedScrollableViews, content: Content, name: String,
                                         in context: BuildContext) -> LazyGridNode {
    let checked = items.map { item -> GridItem in
        var item = item
        let limits: [CGFloat]
        switch item.size {
        case .fixed(let length): limits = [length]
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): limits = [minimum, maximum]
        }
        for (position, value) in limits.enumerated() {
            let isMaximum = position == 1
            if value.isNaN || value < 0 || (value.isInfinite && !isMaximum) {
                context.layout.report(.invalidDimension(view: "\(name) at \(context.identity)", parameter: "GridItem size", value: value))
                item.size = .flexible()
            }
        }
        item.spacing = validSpacing(item.spacing, in: name, context)
        return item
    }
    return LazyGridNode(axis: axis, items: checked, alignment: alignment,
                        spacing: validSpacing(spacing, in: name, context) ?? StackNode.defaultSpacing,
                        pinnedViews: pinnedViews, children: context.graph.lazyChildren(content, in: context.container(axis: nil)),
                        buildContext: context)
}
