import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// The timeline chart of a scroll measured with the cost clock (so its numbers, and the
/// picture, are the same on every machine), at scale 2 as `rowraster frames --chart` writes it.
@MainActor
@Suite struct FrameChartGoldens {
    @Test func heavyRowTimeline() throws {
        var simulation = ScrollSimulation(FrameExamples.example(named: "heavy-row")!.makeView(200))
        simulation.name = "heavy-row"
        simulation.script = .constantVelocity(pointsPerSecond: 3_000, seconds: 1.5)
        simulation.clock = .cost(pixelsPerMillisecond: 500_000, millisecondsPerEvaluation: 0.01)
        // On the calling thread alone: the raster workers' caches are shared with simulations
        // other tests run at the same time, whose entries can evict this one's and change what
        // the cost clock counts.
        simulation.rasterThreads = 1
        let report = try simulation.run()
        assertGolden(of: FrameTimelineChart(report: report), scale: 2)
    }
}
