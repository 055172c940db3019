import Foundation
@testable import RowRaster
import Testing

/// The data, binding and selection forms of `List`, `ForEach` and `Section` draw what their
/// plain equivalents draw: a render shows no selection, and a binding's rows show its elements.
@MainActor
@Suite struct ListDataFormsTests {
    private static let screen = ProposedViewSize(width: 390, height: 400)

    private struct Fruit: Identifiable, Hashable {
        var id: Int
        var name: String
    }

    private static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

    private func same(_ made: some View, _ written: some View) throws {
        #expect(try layoutDump(made, proposal: Self.screen) == layoutDump(written, proposal: Self.screen))
        #expect(try displayListDump(made, proposal: Self.screen) == displayListDump(written, proposal: Self.screen))
    }

    @Test func selectionFormsDrawTheListAtRest() throws {
        let written = List(Self.fruits) { Text($0.name) }
        var single: Int? = 2
        var many: Set<Int> = [1, 3]
        let one = Binding(get: { single }, set: { single = $0 })
        let set = Binding(get: { many }, set: { many = $0 })
        try same(List(Self.fruits, selection: one) { Text($0.name) }, written)
        try same(List(Self.fruits, selection: set) { Text($0.name) }, written)
        try same(List(Self.fruits, id: \.id, selection: one) { Text($0.name) }, written)
        try same(List(Self.fruits, id: \.id, selection: set) { Text($0.name) }, written)
        try same(List(selection: set) { ForEach(Self.fruits) { Text($0.name) } }, written)
        #expect(try displayListDump(written, proposal: Self.screen).contains("Pear"))
    }

    @Test func rangeFormsDrawARowPerInteger() throws {
        let written = List { ForEach(0..<3) { Text("Row \($0)") } }
        var many: Set<Int> = []
        var single: Int?
        try same(List(0..<3) { Text("Row \($0)") }, written)
        try same(List(0..<3, selection: Binding(get: { single }, set: { single = $0 })) { Text("Row \($0)") }, written)
        // The set-selection form wraps each row in a horizontal stack, as SwiftUI's does.
        let stacked = List(0..<3, selection: Binding(get: { many }, set: { many = $0 })) { Text("Row \($0)") }
        #expect(try texts(stacked, proposal: Self.screen).map(\.0) == texts(written, proposal: Self.screen).map(\.0))
    }

    @Test func bindingFormsGiveEachRowItsElement() throws {
        var fruits = Self.fruits
        let data = Binding(get: { fruits }, set: { fruits = $0 })
        var many: Set<Int> = [2]
        let set = Binding(get: { many }, set: { many = $0 })
        let written = List(Self.fruits) { Text($0.name) }
        try same(List(data, id: \.id) { $fruit in Text(fruit.name) }, written)
        try same(List(data, selection: set) { $fruit in Text(fruit.name) }, written)
        try same(List(data, id: \.name, selection: set) { $fruit in Text(fruit.name) }, written)
        try same(List { ForEach(data, id: \.id) { $fruit in Text(fruit.name) } }, written)
    }

    @Test func forEachOverABindingWritesThroughItsRows() throws {
        var fruits = Self.fruits
        let data = Binding(get: { fruits }, set: { fruits = $0 })
        let each = ForEach(data, id: \.name) { $fruit in Text(fruit.name) }
        #expect(each.data.map(\.1) == ["Apple", "Pear", "Plum"])
        _ = each.content(each.data.first!)
        data[1].wrappedValue.name = "Quince"
        #expect(fruits[1].name == "Quince")
    }

    @Test func collapsedSectionShowsItsHeaderOnly() throws {
        var open = true
        var closed = false
        let expanded = List { Section("Fruit", isExpanded: Binding(get: { open }, set: { open = $0 })) { Text("Apple") } }
        let collapsed = List { Section("Fruit", isExpanded: Binding(get: { closed }, set: { closed = $0 })) { Text("Apple") } }
        try same(expanded, List { Section("Fruit") { Text("Apple") } })
        let dump = try displayListDump(collapsed, proposal: Self.screen)
        #expect(dump.contains("FRUIT"))
        #expect(!dump.contains("Apple"))
        let title = "Fruit"
        try same(List { Section(title, isExpanded: .constant(true)) { Text("Apple") } }, expanded)
        try same(List { Section(isExpanded: .constant(true)) { Text("Apple") } header: { Text("Fruit") } }, expanded)
    }

    @Test func editableFormsDrawTheirRowsAtRest() throws {
        var fruits = Self.fruits
        let data = Binding(get: { fruits }, set: { fruits = $0 })
        var single: Int?
        var many: Set<Int> = [1]
        let written = List(Self.fruits) { Text($0.name) }
        try same(List(data, editActions: .all) { $fruit in Text(fruit.name) }, written)
        try same(List(data, id: \.name, editActions: .delete) { $fruit in Text(fruit.name) }, written)
        try same(List(data, editActions: .move, selection: Binding(get: { single }, set: { single = $0 })) { $fruit in Text(fruit.name) }, written)
        try same(List(data, editActions: .all, selection: Binding(get: { many }, set: { many = $0 })) { $fruit in Text(fruit.name) }, written)
        try same(List { ForEach(data, editActions: [.delete, .move]) { $fruit in Text(fruit.name) } }, written)
        // Each row's binding writes through to its element.
        let each = ForEach(data, editActions: .all) { $fruit in Text(fruit.name) }
        #expect(each.data.count == 3)
        #expect(EditActions<[Fruit]>.all.contains(.delete) && EditActions<[Fruit]>.all.contains(.move))
    }
}
