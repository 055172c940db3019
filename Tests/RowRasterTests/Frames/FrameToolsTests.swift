import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo
import RowRasterDisplay
import RowRasterGallery

/// Rows rasterized on several threads, and the budget monitor.
@MainActor
@Suite struct FrameToolsTests {
    @Test func rowsRasterizedOnOtherThreadsMatchRowsDrawnInTheFrame() throws {
        var items: [DisplayItem] = []
        for index in 0..<6 {
            let row = ComplexVisualRow(title: "Parallel \(index)", progress: Double(index) / 6, flattened: false)
            let list = try RenderPipeline.layOut(row, proposal: ProposedViewSize(width: 390, height: nil), scale: 3).displayList
            items.append(.group(.transform(CGAffineTransform(translationX: 0, y: CGFloat(index) * 80)),
                                [.group(.layer(LayerID(index)), list.items)]))
        }
        let list = DisplayList(items)
        let size = CGSize(width: 390, height: 480)
        let serial = try CairoRasterizer()
        let expected = try serial.render(list, size: size, scale: 3).bitmap()
        let compositor = try CairoRasterizer()
        let prepared = try ParallelRaster.prepareLayers(in: list, scale: 3, for: compositor, threads: 2)
        #expect(prepared.map(\.layer.rawValue).sorted() == Array(0..<6))
        let recorder = RasterRecorder()
        compositor.recorder = recorder
        let actual = try compositor.render(list, size: size, scale: 3).bitmap()
        #expect(actual == expected)
        // Every layer came from what the other threads drew: nothing was rasterized again.
        #expect(recorder.layers.values.allSatisfy { $0.cacheHit })
        #expect(recorder.cost.offscreen == 0)
    }

    @Test func theBudgetMonitorLogsViewsOverBudget() throws {
        let monitor = FrameBudgetMonitor(budget: .hz120, clock: .cost(pixelsPerMillisecond: 500_000, millisecondsPerEvaluation: 0.01))
        var logged: [String] = []
        monitor.onOverBudget = { logged.append($0.name) }
        let light = try monitor.measure("ContactRow") { ContactRow(contact: .sample) }
        let heavy = try monitor.measure("HeavyShadowRow") { HeavyShadowRow(number: 25) }
        #expect(!light.overBudget)
        #expect(heavy.overBudget)
        #expect(logged == ["HeavyShadowRow"])
        #expect(monitor.overBudget.map(\.name) == ["HeavyShadowRow"])
        #expect(heavy.cost.shadows > 1_000_000)
        #expect(heavy.description.hasPrefix("HeavyShadowRow over budget: "))
        // Measured cold each time: the second measurement of a row costs what the first did.
        let again = try monitor.measure("HeavyShadowRow") { HeavyShadowRow(number: 25) }
        #expect(again.cost == heavy.cost)
    }
}
