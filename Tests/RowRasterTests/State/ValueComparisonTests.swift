import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// How a view's stored properties are compared to decide whether its body runs again: as
/// SwiftUI does, Equatable values by `==`, plain data field by field, and collections of
/// non-Equatable elements by their storage (the same array is unchanged, a rebuilt one is new).
@MainActor
@Suite struct ValueComparisonTests {
    struct Item { var title: String; var action: () -> Void }
    struct Feed: View {
        let items: [Item]
        var body: some View { Text("\(items.count)") }
    }

    static func makeItems() -> [Item] { (0..<40).map { Item(title: "\($0)", action: {}) } }

    /// The property types the graph takes as plain by identity, without asking the runtime,
    /// are no dynamic property; a view of them and of a `@State` still compares by value.
    @Test func plainPropertyTypesAreNoDynamicProperties() throws {
        let values: [Any] = ["a", "a".dropFirst(), true, 1, 1.5, Float(1.5), CGFloat(1.5), Date(timeIntervalSince1970: 0),
                             try #require(URL(string: "https://example.com")), UUID(), Color.red, Font.body,
                             Image(systemName: "star"), Text("a"), LocalizedStringKey("a")]
        #expect(values.count == DynamicProperties.plainTypes.count)
        for value in values {
            #expect(DynamicProperties.isPlain(value), "\(type(of: value))")
            #expect(!(value is any DynamicProperty), "\(type(of: value))")
        }
        struct Counter: View {
            var title: String
            var when: Date
            @State var count = 0
            var body: some View { Text("\(title) \(count)") }
        }
        let now = Date(timeIntervalSince1970: 0)
        #expect(ValueComparison.changedProperties(Counter(title: "a", when: now), Counter(title: "a", when: now)).isEmpty)
        #expect(ValueComparison.changedProperties(Counter(title: "a", when: now), Counter(title: "b", when: now)) == ["title"])
    }

    @Test func theSameCollectionOfNonEquatableElementsIsUnchanged() {
        let items = Self.makeItems()
        #expect(ValueComparison.areEqual(items, items) == true)
        #expect(ValueComparison.changedProperties(Feed(items: items), Feed(items: items)).isEmpty)
        let lookup = ["a": Item(title: "a", action: {})]
        #expect(ValueComparison.areEqual(lookup, lookup) == true)
    }

    @Test func aRebuiltCollectionIsAChangeEvenWithEqualLookingElements() {
        #expect(ValueComparison.areEqual(Self.makeItems(), Self.makeItems()) == nil)
        #expect(ValueComparison.changedProperties(Feed(items: Self.makeItems()), Feed(items: Self.makeItems())) == ["items"])
        var items = Self.makeItems()
        let before = Feed(items: items)
        items[0].title = "changed"
        #expect(ValueComparison.changedProperties(before, Feed(items: items)) == ["items"])
    }

    @Test func equatableCollectionsStillCompareByValue() {
        #expect(ValueComparison.areEqual([1, 2, 3], [1, 2, 3]) == true)
        #expect(ValueComparison.areEqual([1, 2, 3], [1, 2, 4]) == false)
    }
}
