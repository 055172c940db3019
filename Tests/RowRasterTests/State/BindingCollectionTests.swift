import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `ForEach($items) { $item in … }`: a binding to a collection is a collection of bindings.
@MainActor
@Suite struct BindingCollectionTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Test func elementBindingsReadAndWriteTheirElement() {
        var items = [Item(id: 7, title: "a"), Item(id: 9, title: "b")]
        let binding = Binding(get: { items }, set: { items = $0 })
        let elements = Array(binding)
        #expect(elements.map(\.id) == [7, 9])
        #expect(binding.count == 2)
        elements[1].wrappedValue.title = "changed"
        #expect(items == [Item(id: 7, title: "a"), Item(id: 9, title: "changed")])
        #expect(binding[binding.index(before: binding.endIndex)].title.wrappedValue == "changed")
    }

    @Test func elementBindingsOfStateCompareByElement() {
        let state = State(initialValue: [Item(id: 1, title: "x"), Item(id: 2, title: "y")])
        let list = state.projectedValue
        #expect(list[0] == list[0])
        #expect(list[0] != list[1])
    }

    struct Editor: View {
        @State var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Text(item.title)
                }
            }
        }
    }

    @Test func forEachOverABindingMakesOneRowPerElementWithItsId() throws {
        let dump = try layoutDump(Editor())
        #expect(dump.contains("Milk"))
        #expect(dump.contains("Eggs"))
        #expect(dump.split(separator: "\n").filter { $0.contains("Text") }.count == 2)
    }
}
