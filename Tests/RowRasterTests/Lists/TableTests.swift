import Foundation
@testable import RowRaster
import Testing

/// `Table` as an iPhone draws it: compact width shows the first column alone, without column
/// headers, as a plain list; every initialiser and column modifier draws that list.
@MainActor
@Suite struct TableTests {
    private static let screen = ProposedViewSize(width: 390, height: 400)

    private struct Order: Identifiable, Hashable {
        var id: Int
        var customer: String
        var total: Double
        var status: String
        var items: [Order]?
    }

    private static let orders = [
        Order(id: 1, customer: "Ana Lima", total: 42.5, status: "Paid", items: nil),
        Order(id: 2, customer: "Bo Chen", total: 18, status: "Shipped", items: [Order(id: 21, customer: "Gift wrap", total: 2, status: "Paid")]),
        Order(id: 3, customer: "Cleo Park", total: 7.25, status: "Refunded", items: nil),
    ]

    /// What compact width draws: a plain list of the first column's cells.
    private static var firstColumnList: some View {
        List(orders) { Text($0.customer) }.listStyle(.plain)
    }

    private func same(_ made: some View, _ written: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try layoutDump(made, proposal: Self.screen) == layoutDump(written, proposal: Self.screen), sourceLocation: sourceLocation)
        #expect(try displayListDump(made, proposal: Self.screen) == displayListDump(written, proposal: Self.screen), sourceLocation: sourceLocation)
    }

    @Test func compactWidthShowsTheFirstColumnAsAPlainList() throws {
        let table = Table(Self.orders) {
            TableColumn("Customer", value: \.customer)
            TableColumn("Status", value: \.status)
            TableColumn("Total") { Text($0.total, format: .number) }
        }
        try same(table, Self.firstColumnList)
        let dump = try displayListDump(table, proposal: Self.screen)
        #expect(dump.contains("Cleo Park"))
        // No other column and no header row.
        #expect(!dump.contains("Shipped"))
        #expect(!dump.contains("Customer"))
        #expect(!dump.contains("Status"))
    }

    @Test func rowsSitEdgeToEdgeFortyFourPointsTall() throws {
        let table = Table(Self.orders) { TableColumn("Customer", value: \.customer) }
        let rows = try layoutDump(table, proposal: Self.screen).split(separator: "\n").filter { $0.contains("ListRow") }
        #expect(rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["ListRow (0 0 390 44)", "ListRow (0 44 390 44)", "ListRow (0 88 390 44)"])
    }

    @Test func everyDataInitialiserDrawsTheSameList() throws {
        var single: Int? = 2
        var many: Set<Int> = [1, 3]
        var sort = [KeyPathComparator(\Order.customer)]
        var customization = TableColumnCustomization<Order>()
        let one = Binding(get: { single }, set: { single = $0 })
        let set = Binding(get: { many }, set: { many = $0 })
        let sortOrder = Binding(get: { sort }, set: { sort = $0 })
        let custom = Binding(get: { customization }, set: { customization = $0 })
        try same(Table(Self.orders, selection: one) { TableColumn("Customer", value: \.customer) }, Self.firstColumnList)
        try same(Table(Self.orders, selection: set) { TableColumn("Customer", value: \.customer) }, Self.firstColumnList)
        try same(Table(Self.orders, sortOrder: sortOrder) {
            TableColumn("Customer", value: \.customer)
            TableColumn("Total", value: \.total) { Text($0.total, format: .number) }
            TableColumn("Note") { Text($0.status) }
        }, Self.firstColumnList)
        try same(Table(Self.orders, selection: set, sortOrder: sortOrder) {
            TableColumn("Customer", value: \.customer, comparator: .lexical)
        }, Self.firstColumnList)
        try same(Table(Self.orders, selection: one, sortOrder: sortOrder, columnCustomization: custom) {
            TableColumn("Customer", value: \.customer) { Text($0.customer) }
            TableColumn("Status", value: \.status, comparator: String.StandardComparator.lexical) { Text($0.status) }
        }, Self.firstColumnList)
        try same(Table(Self.orders, columnCustomization: custom) {
            TableColumn("Customer", value: \.customer).width(min: 120, ideal: 200).customizationID("customer")
            TableColumn("Status", value: \.status).width(80).alignment(.trailing).defaultVisibility(.hidden)
                .disabledCustomizationBehavior(.all)
        }, Self.firstColumnList)
    }

    @Test func explicitRowsDrawInTheOrderGiven() throws {
        var sort = [KeyPathComparator(\Order.total)]
        let rows = Table(of: Order.self) {
            TableColumn("Customer", value: \.customer)
        } rows: {
            TableRow(Self.orders[0])
            ForEach(Self.orders.dropFirst()) { TableRow($0) }
        }
        try same(rows, Self.firstColumnList)
        let sorted = Table(sortOrder: Binding(get: { sort }, set: { sort = $0 })) {
            TableColumn("Customer", value: \.customer)
        } rows: {
            ForEach(Self.orders)
        }
        try same(sorted, Self.firstColumnList)
        try same(Table(of: Order.self) { TableColumnForEach(0..<2) { _ in TableColumn("Customer", value: \Order.customer) } } rows: {
            ForEach(Self.orders, id: \.id) { TableRow($0) }
        }, Self.firstColumnList)
    }

    @Test func conditionalColumnsAndRowsDrawTheBranchTaken() throws {
        let showStatus = false
        let includeFirst = true
        let showNotes = false
        let table = Table(of: Order.self) {
            if showNotes { TableColumn("Notes", value: \.status) }
            if showStatus { TableColumn("Status", value: \.status) } else { TableColumn("Customer", value: \.customer) }
            TableColumn("Total") { Text($0.total, format: .number) }
        } rows: {
            if includeFirst { TableRow(Self.orders[0]) }
            if showStatus { TableRow(Self.orders[2]) } else { ForEach(Self.orders.dropFirst()) { TableRow($0) } }
        }
        try same(table, Self.firstColumnList)
    }

    @Test func groupsOfColumnsAndRowsDrawTheirContent() throws {
        let table = Table(of: Order.self) {
            Group {
                TableColumn("Customer", value: \Order.customer)
                TableColumn("Status", value: \Order.status)
            }
            TableColumn("Total") { Text($0.total, format: .number) }
        } rows: {
            Group { ForEach(Self.orders) { TableRow($0) } }
        }
        try same(table, Self.firstColumnList)
    }

    @Test func rowModifiersChangeNothingDrawn() throws {
        let table = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            ForEach(Self.orders) { order in
                TableRow(order).contextMenu { Button("Refund") {} }.selectionDisabled(order.status == "Refunded")
            }
        }
        try same(table, Self.firstColumnList)
    }

    @Test func dragAndDropRowModifiersChangeNothingDrawn() throws {
        // A drag or a drop needs a touch: at rest the rows draw as they are.
        let table = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            TableRow(Self.orders[0]).draggable(Self.orders[0].customer)
            TableRow(Self.orders[1]).dropDestination(for: String.self) { _ in }.itemProvider { nil }
            ForEach(Self.orders.suffix(1)) { TableRow($0) }.onInsert(of: [.plainText]) { _, _ in }
            ForEach([Order]()) { TableRow($0) }.dropDestination(for: String.self) { _, _ in }
        }
        try same(table, Self.firstColumnList)
    }

    @Test func outlineGroupsOfRowsShowTheTopLevelRowsCollapsed() throws {
        let list = List(Self.orders, children: \.items) { Text($0.customer) }.listStyle(.plain)
        let rows = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            OutlineGroup(Self.orders, children: \.items)
        }
        let built = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            OutlineGroup(Self.orders, id: \.id, children: \.items) { TableRow($0) }
        }
        try same(rows, list)
        try same(built, list)
        let dump = try displayListDump(rows, proposal: Self.screen)
        // Bo Chen's chevron alone: the others have no children.
        #expect(dump.components(separatedBy: "stroke path(").count == 2)
        #expect(!dump.contains("Gift wrap"))
    }

    @Test func sectionsShowAsPlainListSections() throws {
        let table = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            Section("Open") { TableRow(Self.orders[0]) }
            Section { ForEach(Self.orders.dropFirst()) { TableRow($0) } } header: { Text("Closed") }
        }
        let list = List {
            Section("Open") { Text("Ana Lima") }
            Section { ForEach(Self.orders.dropFirst()) { Text($0.customer) } } header: { Text("Closed") }
        }.listStyle(.plain)
        try same(table, list)
    }

    @Test func disclosureRowsRestCollapsed() throws {
        let table = Table(of: Order.self) { TableColumn("Customer", value: \.customer) } rows: {
            DisclosureTableRow(Self.orders[1]) { TableRow(Self.orders[1].items![0]) }
        }
        let list = List {
            DisclosureGroup(isExpanded: .constant(false)) { EmptyView() } label: { Text("Bo Chen") }
        }.listStyle(.plain)
        try same(table, list)
        let dump = try displayListDump(table, proposal: Self.screen)
        // The collapsed chevron: one stroke, in the accent colour.
        #expect(dump.components(separatedBy: "stroke path(").count == 2)
        #expect(!dump.contains("Gift wrap"))
    }

    @Test func treeTablesShowTheTopLevelRowsCollapsed() throws {
        let table = Table(Self.orders, children: \.items) { TableColumn("Customer", value: \.customer) }
        let list = List(Self.orders, children: \.items) { Text($0.customer) }.listStyle(.plain)
        try same(table, list)
        let dump = try displayListDump(table, proposal: Self.screen)
        #expect(dump.components(separatedBy: "stroke path(").count == 2)
        #expect(!dump.contains("Gift wrap"))
    }

    @Test func tableStylesAndHeaderVisibilityLookAlikeInCompactWidth() throws {
        let table = Table(Self.orders) { TableColumn("Customer", value: \.customer) }
        try same(table.tableStyle(.inset), Self.firstColumnList)
        try same(table.tableStyle(.automatic).tableColumnHeaders(.visible), Self.firstColumnList)
        try same(table.tableStyle(.inset(alternatesRowBackgrounds: true)), Self.firstColumnList)
    }

    @Test func emptyTablesAndCustomizationValuesDoNotTrap() throws {
        let empty = Table([Order]()) { TableColumn("Customer", value: \.customer) }
        #expect(try !displayListDump(empty, proposal: Self.screen).contains("Ana"))
        var customization = TableColumnCustomization<Order>()
        customization[visibility: "status"] = .hidden
        #expect(customization[visibility: "status"] == .hidden)
        #expect(customization[visibility: "other"] == .automatic)
        let copy = try JSONDecoder().decode(TableColumnCustomization<Order>.self, from: JSONEncoder().encode(customization))
        #expect(copy == customization)
        var behavior = TableColumnCustomizationBehavior.all
        behavior.remove(.resize)
        #expect(behavior.contains(.reorder) && !behavior.contains(.resize))
        _ = try layoutDump(Table(Self.orders) { TableColumn(String(repeating: "x", count: 10_000), value: \.customer) },
                           proposal: ProposedViewSize(width: 0, height: 1e6))
    }
}
