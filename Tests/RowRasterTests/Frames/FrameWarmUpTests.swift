import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCairo
import RowRasterGallery

/// What a scroll simulation does before frame 0 is reported on its own line and leaves frame 0
/// a first frame: every visible row built, shaped and rasterized in it, no lifecycle action run
/// early.
@MainActor
@Suite struct FrameWarmUpTests {
    private func simulation(rows: Int, clock: FrameClock = .wall) -> ScrollSimulation<AnyView> {
        var simulation = ScrollSimulation(FrameExamples.example(named: "lazy-list")!.makeView(rows))
        simulation.name = "lazy-list"
        simulation.script = .offsets([0])
        simulation.clock = clock
        simulation.rasterThreads = 2
        return simulation
    }

    @Test func theWarmUpIsReportedOnItsOwnLineAndCountedInNoFrame() throws {
        let report = try simulation(rows: 200).run()
        let warmUp = try #require(report.warmUp)
        #expect(warmUp.fontsMs > 0)
        #expect(warmUp.framePathMs > 0)
        #expect(warmUp.totalMs == warmUp.fontsMs + warmUp.framePathMs)
        // Frame 0 is timed from its own start: its phases add up to its total, nothing else.
        #expect(report.frames[0].totalMs == report.frames[0].phases.totalMs)
        let lines = report.summaryTable().split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("warm-up before frame 0, in no frame or row: ") })
        #expect(line.contains("fonts on every raster thread") && line.contains("first screen drawn once and dropped"))
        #expect(try JSONDecoder().decode(FrameReport.self, from: report.jsonData()).warmUp == warmUp)
    }

    @Test func theCostClockReportsNoWarmUp() throws {
        let report = try simulation(rows: 200, clock: ScrollSimulationTests.costClock).run()
        #expect(report.warmUp == nil)
        #expect(!report.summaryTable().contains("warm-up"))
    }

    @Test func frameZeroStillShapesAndRasterizesEveryRow() throws {
        // The session measures with this thread's engine of the current font generation; a test
        // registering a font meanwhile makes a new one, so such a run is taken again.
        for _ in 0..<5 {
            let generation = FontRegistry.shared.generation
            let engine = try PangoTextEngine.forCurrentThread()
            var simulation = simulation(rows: 200)
            var shapedBefore = 0
            simulation.beforeFrame = { _ in shapedBefore = engine.shapedLayouts }
            let report = try simulation.run()
            guard FontRegistry.shared.generation == generation else { continue }
            // 15 visible rows (and one more in the prefetch margin), three texts each: the text
            // the warm-up pass shaped was dropped, so frame 0 shaped its own.
            #expect(engine.shapedLayouts - shapedBefore >= 45)
            #expect(report.frames[0].rowsDrawn == 15)
            #expect(report.frames[0].rowsFromCache == 0)
            #expect(report.frames[0].evaluations == 33)
            return
        }
        Issue.record("fonts were registered during each of five runs")
    }

    @Test func theWarmUpPassRunsNoOnAppear() throws {
        let appeared = AppearanceCounter()
        var simulation = ScrollSimulation(AnyView(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Text("Row \(index)").frame(height: 60).onAppear { appeared.count += 1 }
                }
            }
        }))
        simulation.script = .offsets([0])
        let report = try simulation.run()
        // The rows the lazy stack built, once each (those starting within 844 + 100 points):
        // the warm-up pass built them too, and ran none of their actions.
        #expect(report.frames[0].appeared == 16)
        #expect(appeared.count == 16)
    }
}

@MainActor
private final class AppearanceCounter {
    var count = 0
}
