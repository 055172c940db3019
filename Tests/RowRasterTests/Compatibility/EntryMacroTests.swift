import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `@Entry` as iOS 18 apps declare environment values (in the compatibility suite, compiled
/// in Swift 5 and 6 modes): the initial value is the default, `.environment` sets it, and an
/// optional without one defaults to nil.
@MainActor
@Suite struct EntryMacroTests {
    @Test func anEntryHasItsDefaultAndTakesTheEnvironmentsValue() throws {
        #expect(EnvironmentValues().recipeAccent == .orange)
        #expect(EnvironmentValues().recipeTagLimit == nil)
        #expect(try coloredTexts(RecipeTagsRow()) == ["\"Breakfast\" #FF9500", "\"Vegetarian\" #FF9500", "\"Quick\" #FF9500"])
        let themed = RecipeTagsRow().environment(\.recipeAccent, .green).environment(\.recipeTagLimit, 2)
        #expect(try coloredTexts(themed) == ["\"Breakfast\" #34C759", "\"Vegetarian\" #34C759"])
    }

    /// `@Entry` in an extension of `ContainerValues` (iOS 18): the initial value is the default,
    /// `containerValue(_:_:)` sets it on one view, and the container reads it from that subview.
    @Test func aContainerValueEntryHasItsDefaultAndTakesTheViewsValue() throws {
        var values = ContainerValues()
        #expect(values.isBookedStop == false)
        values.isBookedStop = true
        #expect(values.isBookedStop == true)
        var booked: [Bool] = []
        let view = Group(subviews: Group {
            Text("Fushimi Inari")
            Text("Tea house").containerValue(\.isBookedStop, true)
        }) { subviews in
            let _ = booked = subviews.map(\.containerValues.isBookedStop)
            subviews
        }
        _ = try RenderPipeline.layOut(view, proposal: .unspecified, scale: 1)
        #expect(booked == [false, true])
    }
}
