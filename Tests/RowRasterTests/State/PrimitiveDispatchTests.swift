import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterGallery
import RowRasterTestSupport
import Testing

/// The graph tells RowRaster's primitive views and modifiers from composite ones by the
/// `_makeNodes` their conformance chose when it was compiled, not by a dynamic cast per view.
@MainActor
@Suite struct PrimitiveDispatchTests {
    /// A composite view of the app's: its body is evaluated.
    struct Badge: View {
        var count: Int
        var body: some View {
            Text("\(count)").padding(4).background(Capsule().fill(.red))
        }
    }

    /// An app's modifier with a body, wrapping built-in ones.
    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(8).background(RoundedRectangle(cornerRadius: 8).fill(.gray))
        }
    }

    /// The app's view and modifier have their bodies evaluated; the text, padding, background
    /// and shape inside are RowRaster's primitives, which build their nodes without one.
    @Test func compositesAreEvaluatedAndPrimitivesAreNot() throws {
        let renderer = ImageRenderer(content: Badge(count: 7).modifier(Card()))
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.viewType) == ["Card", "Badge"])
    }

    /// Every gallery row (stacks, shapes, text, images, controls, lists, modifiers of every
    /// kind) and an app's own view and modifier render without the graph falling back to a
    /// cast to find a primitive: each of RowRaster's primitives chose its own `_makeNodes`.
    @Test func noPrimitiveIsFoundByACast() throws {
        let counters = EngineCounters()
        for example in Gallery.examples where !example.name.hasPrefix("symbol-sheet-") {
            try counters.layOut(example.makeView(), proposal: example.proposal)
        }
        try counters.layOut(Badge(count: 3).modifier(Card()))
        #expect(counters.sizeComputations > 0)
        #expect(counters.primitivesFoundByCast == [])
    }

    /// The probe sees every size request, and a cached answer is no computation: asked at
    /// the proposal it was placed at, a node answers from its cache.
    @Test func countersTellCachedSizesFromComputedOnes() throws {
        let counters = EngineCounters()
        try counters.layOut(Text("cached").padding(), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(counters.sizeComputations > 0)
        #expect(counters.sizeRequests > counters.sizeComputations)
    }
}
