import Foundation

/// Rows of data in columns, as SwiftUI's `Table`, drawn as on iPhone.
///
/// In a compact horizontal size class (every iPhone in portrait) iOS has no room for columns:
/// a table shows only its first column, without column headers, as a plain list — a row per
/// value, edge to edge, with separators — which is what a render draws. Section headers
/// show as list section headers; rows with children (`DisclosureTableRow`, the `children:`
/// forms) show collapsed with a disclosure chevron.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let cells = CompactTableCells(cell: columns.firstColumnCell() ?? { _ in EmptyView() })
        let rows = AnyView(self.rows.compactRowsView(cells))
        return context.graph.makeNodes(List { rows }.listStyle(.plain), in: context.child(0))
    }
}

/// The look of a ``Table``, as SwiftUI's `TableStyle`. Compact width draws every table as a
/// plain list of its first column, so on iPhone the styles look alike.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The view a style makes of a table.
    associatedtype Body: View
    /// The view of the table `configuration` describes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given of a table.
    typealias Configuration = TableStyleConfiguration
}

/// The table a ``TableStyle`` styles, as SwiftUI's `TableStyleConfiguration`.
public struct TableStyleConfiguration {
    /// The table as compact width draws it.
    let table: AnyView
}

/// The default table style of the context the table is in.
public struct AutomaticTableStyle: TableStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// Rows inset from the table's edges on a wide screen; in compact width, the plain list that
/// every table is.
public struct InsetTableStyle: TableStyle {
    public init() {}

    /// Alternating row backgrounds show on a wide screen only.
    public init(alternatesRowBackgrounds: Bool) {}

    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }

    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

nonisolated extension View {
    /// The style of the tables inside. In compact width every style draws a table as a plain
    /// list of its first column, so a render draws the same whichever style is set.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Whether tables show their column headers. Compact width shows none, whatever is set.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}
