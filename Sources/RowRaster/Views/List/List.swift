/// Rows of data in a scrolling list, as SwiftUI's `List`: rows are built lazily, decorated
/// by the list style (insets, separators, section cards) and scrolled with `scrollPosition`.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Selection is accepted for source compatibility; a render shows no selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let appearance = context.environment.listAppearance.spaced(in: context.environment, context: context)
        let colors = ListRowNode.Colors(appearance, in: context.environment)
        let minimumRowHeight = context.environment.defaultMinListRowHeight
        let minimumHeaderHeight = context.environment.defaultMinListHeaderHeight
        let container = context.graph.layoutContainer(for: context.identity)
        let inner = context.scrollContent(axis: .vertical).inside(container).modifyingEnvironment { $0.listSectionAppearance = appearance }
        let children = context.graph.lazyChildren(content, in: inner)
        let stack = LazyStackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: children,
                                  pinnedViews: appearance.pinsHeaders ? [.sectionHeaders] : [],
                                  memory: context.graph.lazyMemory(for: context.identity),
                                  decorate: { node, position in
                                      ListRowNode(content: node, position: position, appearance: appearance, colors: colors,
                                                  minimumRowHeight: minimumRowHeight, minimumHeaderHeight: minimumHeaderHeight)
                                  },
                                  context: context.layout)
        let scroll = ScrollNode(axis: .vertical, content: stack, position: context.environment.scrollPosition,
                                anchor: context.environment.defaultScrollAnchor, margins: context.environment.scrollContentMargins,
                                container: container, context: context.layout)
        // `scrollContentBackground(.hidden)`: no background of its own; rows keep theirs.
        if context.environment.scrollContentBackground == .hidden { return [scroll] }
        let background = ShapeNode(shape: Rectangle(), drawing: .fill(.color(appearance.background.value(in: context.environment)), FillStyle()),
                                   name: "ListBackground", context: context.layout)
        // The list's colour runs under the bars, as iOS draws a list filling the screen.
        return [DecorationNode(decoration: background, alignment: .center, isOverlay: false, ignoredSafeAreaEdges: .all,
                               child: scroll)]
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
