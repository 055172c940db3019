import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo
import RowRasterGallery
import RowRasterTesting

@MainActor
@Suite(.serialized) struct DrawingGroupTests {
    private func render<V: View>(_ view: V, scale: CGFloat = 3) throws -> Bitmap {
        try RenderPipeline.render(view, proposal: ProposedViewSize(width: 390, height: nil), scale: scale).bitmap
    }

    private var cache: RasterCache { get throws { try CairoRasterizer.forCurrentThread().rasterCache } }

    @Test func aDrawingGroupLooksLikeTheSubtreeDrawnDirectly() throws {
        let flat = try render(ComplexVisualRow(flattened: false))
        let grouped = try render(ComplexVisualRow(flattened: true))
        switch compareImages(expected: flat, actual: grouped, tolerance: .default) {
        case .identical: break
        case .sizeMismatch: Issue.record("sizes differ")
        case .different(let difference): #expect(difference.passes(.default), "\(difference.summary)")
        }
    }

    @Test func theGroupsItemsAreInItsOwnCoordinates() throws {
        let view = Color.red.frame(width: 10, height: 10).drawingGroup().padding(20)
        #expect(try displayListDump(view) == """
        group translate(20 20)
          group drawingGroup
            fill rect(0 0 10 10) #FF3B30
        """)
    }

    @Test func renderingTheSameRowAgainHitsTheRasterCache() throws {
        try cache.removeAll()
        try cache.resetStatistics()
        _ = try render(ComplexVisualRow(title: "Cache probe A"))
        let first = try cache.statistics(of: .drawingGroup)
        #expect(first.misses == 1 && first.hits == 0)
        _ = try render(ComplexVisualRow(title: "Cache probe A"))
        let second = try cache.statistics(of: .drawingGroup)
        #expect(second.hits == 1, "the flattened row is reused")
        #expect(second.misses == 1)
        #expect(second.bytes > 0 && second.entries == 1)
    }

    @Test func theSameRowAtAnotherPositionHitsTheCache() throws {
        try cache.removeAll()
        try cache.resetStatistics()
        let row = ComplexVisualRow(title: "Moved")
        _ = try render(row)
        _ = try render(VStack(spacing: 0) { Color.clear.frame(height: 37); row })
        #expect(try cache.statistics(of: .drawingGroup).hits == 1)
    }

    @Test func changedContentMissesTheCache() throws {
        try cache.removeAll()
        try cache.resetStatistics()
        _ = try render(ComplexVisualRow(title: "One"))
        _ = try render(ComplexVisualRow(title: "Two"))
        let groups = try cache.statistics(of: .drawingGroup)
        #expect(groups.hits == 0)
        #expect(groups.misses == 2)
        // The circle and its shadow did not change: its blurred mask is reused.
        #expect(try cache.statistics(of: .shadowMask).hits == 1)
    }

    @Test func theCacheEvictsLeastRecentlyUsedEntriesBeyondItsLimit() throws {
        let cache = try cache
        cache.removeAll()
        cache.resetStatistics()
        let limit = cache.byteLimit
        defer { cache.byteLimit = limit }
        cache.byteLimit = 2_500_000   // one flattened row (about 1.9 MB with its shadow's reach), not two
        _ = try render(ComplexVisualRow(title: "First"))
        _ = try render(ComplexVisualRow(title: "Second"))
        #expect(cache.statistics(of: .drawingGroup).evictions == 1)
        #expect(cache.statistics.bytes <= 2_500_000)
        _ = try render(ComplexVisualRow(title: "First"))
        #expect(cache.statistics(of: .drawingGroup).hits == 0, "the first row was evicted")
    }
}
