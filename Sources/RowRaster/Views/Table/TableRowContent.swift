import Foundation

// The rows of a `Table`, as SwiftUI's `TableRowContent`. On iPhone (compact width) a table
// shows only its first column, so each row here draws as a list row holding that column's
// cell for the row's value: the row content turns into list content, row by row.

/// A type that makes the rows of a ``Table``, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The value each row stands for.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The row content this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }
}

/// Table row content made from a collection, as SwiftUI's `DynamicTableRowContent`.
public protocol DynamicTableRowContent: TableRowContent {
    /// The collection the rows are made from.
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Data { get }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
    /// Never called: content with no body of its own draws itself.
    public var tableRowBody: Never { fatalError("Never has no table rows") }
}

/// What the rows of a compact table draw for a value: its first column's cell.
@MainActor
struct CompactTableCells {
    let cell: (Any) -> any View

    /// The cell of `value`, or nothing when the table has no column.
    func callAsFunction(_ value: Any) -> any View { cell(value) }
}

/// Row content that draws itself (the built-in kinds); any other content draws its
/// `tableRowBody`. (Only the drawing is on the main actor: the content itself, as in
/// SwiftUI, is not.)
protocol CompactTableRows {
    /// This content's rows as list rows.
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View
}

extension TableRowContent {
    /// This content's rows as list content: a row for each value, showing its first column.
    @MainActor
    func compactRowsView(_ cells: CompactTableCells) -> any View {
        if let primitive = self as? any CompactTableRows { return primitive.compactRows(cells) }
        return tableRowBody.compactRowsView(cells)
    }
}

/// The views of several row contents in turn, as list content.
@MainActor
func compactRowsInTurn(_ contents: [any TableRowContent], _ cells: CompactTableCells) -> any View {
    TupleView((), children: contents.map { $0.compactRowsView(cells) })
}

/// Builds table rows from a closure's statements, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value {
        content
    }
}

/// Several row contents in turn, as SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, CompactTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    /// The contents, in order.
    public var value: T

    init(_ value: T, ofType valueType: Value.Type) {
        self.value = value
    }

    public var tableRowBody: Never { fatalError("TupleTableRowContent draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        compactRowsInTurn(Mirror(reflecting: value).children.compactMap { $0.value as? any TableRowContent }, cells)
    }
}

extension TableRowBuilder {
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
    -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent((c0, c1), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2)
    -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent((c0, c1, c2), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ofType: Value.self)
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ofType: Value.self)
    }
}

/// No rows, as SwiftUI's `EmptyTableRowContent`: the header or footer of a table section
/// that has none.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, CompactTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("EmptyTableRowContent draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { EmptyView() }
}

/// One row of a table, for one value, as SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent, CompactTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    /// The row of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public var tableRowBody: Never { fatalError("TableRow draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { cells(value) }
}

/// A row that discloses rows under it, as SwiftUI's `DisclosureTableRow`. Collapsed (as it
/// is unless its binding says otherwise) it draws its value's row with a disclosure chevron;
/// expanded, the rows under it too, as ``DisclosureGroup`` does.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent, CompactTableRows
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    public typealias TableRowBody = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    public var tableRowBody: Never { fatalError("DisclosureTableRow draws itself") }

    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        let label = AnyView(self.label.compactRowsView(cells))
        let rows = isExpanded ? AnyView(content().compactRowsView(cells)) : AnyView(EmptyView())
        return DisclosureGroup(isExpanded: .constant(isExpanded), content: { rows }, label: { label })
    }
}
