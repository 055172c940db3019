import Foundation

// The composite kinds of table rows: a row per element of a collection, sections, outlines
// and the row modifiers. Each draws in compact width as its list counterpart does.

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("ForEach draws its rows itself") }

    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, id: id, content: content)
    }

    /// A row for each element, as `TableRow` shows it.
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id) { TableRow($0) }
    }

    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data: data, id: \.self, content: content)
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach: CompactTableRows where Content: TableRowContent {
    /// A lazy `ForEach` of list rows, so a table of many rows costs what its visible rows cost.
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        let content = self.content
        return ForEach<Data, ID, AnyView>(data, id: idKeyPath) { element in AnyView(content(element).compactRowsView(cells)) }
    }
}

/// The header row of a table section, as SwiftUI's `TableHeaderRowContent`; in compact width
/// it is the section's list header.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent, CompactTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let content: Content

    public var tableRowBody: Never { fatalError("TableHeaderRowContent draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { content }
}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("Section draws its rows itself") }

    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
    }

    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent())
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent())
    }

    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
    }

    /// A section that can collapse: while `isExpanded` is false its header shows, its rows do not.
    public init<V, H: View>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded.wrappedValue)
    }

    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded.wrappedValue)
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded.wrappedValue)
    }
}

extension Section: CompactTableRows where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// A list section: the header row's view as its header, the rows as its rows.
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        Section<AnyView, AnyView, AnyView>(header: AnyView(header.compactRowsView(cells)),
                                           content: isExpanded ? AnyView(content.compactRowsView(cells)) : AnyView(EmptyView()),
                                           footer: AnyView(footer.compactRowsView(cells)), isExpanded: isExpanded)
    }
}

/// The rows of a collection, as SwiftUI's `TableForEachContent`: what `Table(data)` shows.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, CompactTableRows where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data

    public var tableRowBody: Never { fatalError("TableForEachContent draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { ForEach(data).compactRows(cells) }
}

/// The rows of a tree, as SwiftUI's `TableOutlineGroupContent`: what `Table(data, children:)`
/// shows. At rest every row with children is collapsed, so the top-level rows show, each with
/// a disclosure chevron when it has children.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, CompactTableRows where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var tableRowBody: Never { fatalError("TableOutlineGroupContent draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        OutlineGroup(data, children: children) { TableRow($0) }.compactRows(cells)
    }
}

/// A modifier of table rows, as SwiftUI's `_TableRowContentModifier`.
public protocol _TableRowContentModifier {}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("ModifiedContent draws its rows itself") }
}

extension ModifiedContent: CompactTableRows where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The row modifiers act on interaction only, so the rows draw as they are.
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { content.compactRowsView(cells) }
}

/// A context menu of table rows; it shows on a long press only.
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowContentModifier {}

/// A context menu with a preview, of table rows; it shows on a long press only.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>: _TableRowContentModifier {}

/// Whether rows can be selected; a render selects none, so it changes nothing drawn.
struct SelectionDisabledTableRowModifier: _TableRowContentModifier {}

extension TableRowContent {
    /// A context menu for the rows; it shows on a long press, so a render draws the rows alone.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier())
    }

    /// A context menu and its preview for the rows; a render draws the rows alone.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
        ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier())
    }

    /// Whether the rows can be selected; a render shows no selection, so nothing changes.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: SelectionDisabledTableRowModifier())
    }
}
