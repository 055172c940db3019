import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterGallery

/// The report's arithmetic (hitch ratio, dropped and frozen frames, percentiles), its JSON
/// shape, and the scroll scripts' offsets.
@MainActor
@Suite struct FrameReportTests {
    private func frame(_ index: Int, ms: Double, budget: Double = 1000.0 / 60) -> FrameReport.Frame {
        var phases = FrameReport.Phases()
        phases.rasterMs = ms
        return FrameReport.Frame(index: index, offset: 0, phases: phases, totalMs: ms, hitch: ms > budget, evaluations: 0,
                                 rowsBuilt: 0, rowsDrawn: 0, rowsFromCache: 0, cost: .init())
    }

    @Test func theSummaryUsesTheConventionsPeopleKnow() {
        // 100 frames at 60 Hz: 96 of 10 ms, a 20 ms, a 40 ms, a 100 ms and an 800 ms one.
        let times = Array(repeating: 10.0, count: 96) + [20, 40, 100, 800]
        let frames = times.enumerated().map { frame($0.offset, ms: $0.element) }
        let summary = FrameReport.Summary(frames: frames, rows: [], budget: .hz60)
        #expect(summary.frames == 100)
        #expect(summary.hitches == 4)
        // Late by 3.33 + 23.33 + 83.33 + 783.33 ms over 100 × 16.67 ms = 1.667 s of scrolling.
        #expect(abs(summary.hitchTimeRatioMsPerS - 893.33 / 1.6667) < 0.1)
        #expect(summary.hitchRating == "critical")
        // Refresh intervals missed: a 20 ms frame spans 2 (1 missed), 40 ms 3, 100 ms 6, 800 ms 48.
        #expect(summary.droppedFrames == 1 + 2 + 5 + 47)
        #expect(summary.frozenFrames == 1)
        #expect(summary.p50Ms == 10 && summary.p90Ms == 10 && summary.p95Ms == 10)
        #expect(summary.p99Ms == 100 && summary.maxMs == 800)
    }

    @Test func hitchRatingsFollowApplesThresholds() {
        func rating(hitchMsPerFrame late: Double) -> String {
            let frames = (0..<60).map { frame($0, ms: $0 == 0 ? 1000.0 / 60 + late : 5) }
            return FrameReport.Summary(frames: frames, rows: [], budget: .hz60).hitchRating
        }
        #expect(rating(hitchMsPerFrame: 4) == "good")      // 4 ms over one second
        #expect(rating(hitchMsPerFrame: 9) == "warning")
        #expect(rating(hitchMsPerFrame: 11) == "critical")
    }

    @Test func budgetsComeFromRefreshRates() {
        #expect(abs(FrameBudget.hz60.milliseconds - 16.667) < 0.001)
        #expect(abs(FrameBudget.hz120.milliseconds - 8.333) < 0.001)
        #expect(FrameBudget(milliseconds: 11).refreshRate == 1000.0 / 11)
    }

    @Test func scrollScriptsGiveOneOffsetPerFrame() {
        let steady = ScrollScript.constantVelocity(pointsPerSecond: 600, seconds: 0.05).offsets(refreshRate: 60)
        #expect(steady == [0, 10, 20])
        let fling = ScrollScript.fling(velocity: 3000).offsets(refreshRate: 60)
        let steps = zip(fling.dropFirst(), fling).map { $0 - $1 }
        #expect(steps.first.map { abs($0 - 50) < 2 } == true)               // 3,000 pt/s is 50 pt a frame
        #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 })    // slowing down
        // It travels v₀ / −ln(0.998) / 1000 ≈ 1,498.5 points (less the last 5 pt/s of it).
        #expect(abs(fling.last! - 1496) < 2)
        #expect(ScrollScript.offsets([0, 500, 20]).offsets(refreshRate: 120) == [0, 500, 20])
    }

    @Test func theJSONReportHasTheDocumentedShape() throws {
        var simulation = ScrollSimulation(FrameExamples.example(named: "heavy-row")!.makeView(60))
        simulation.name = "heavy-row"
        simulation.script = .offsets([0, 900])
        simulation.clock = ScrollSimulationTests.costClock
        let report = try simulation.run()
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(Set(json.keys) == ["example", "budgetMs", "refreshRate", "viewport", "clock", "frames", "rows", "summary"])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        #expect(Set(["index", "offset", "phases", "totalMs", "hitch", "evaluations", "rowsBuilt", "rowsDrawn", "rowsFromCache", "cost"])
                    .isSubset(of: frame.keys))
        #expect(Set((frame["phases"] as? [String: Any])?.keys ?? [:].keys) == ["evaluationMs", "layoutMs", "displayMs", "rasterMs"])
        let row = try #require((json["rows"] as? [[String: Any]])?.first)
        #expect(Set(["identity", "viewType", "phases", "totalMs", "flagged", "cacheHit", "evaluations", "reasons", "cost"])
                    .isSubset(of: row.keys))
        #expect(row["viewType"] as? String == "HeavyShadowRow")
        #expect(row["flagged"] as? Bool == true)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(Set(["hitchTimeRatioMsPerS", "droppedFrames", "frozenFrames", "p50Ms", "p90Ms", "p95Ms", "p99Ms", "maxMs",
                     "flaggedRows"]).isSubset(of: summary.keys))
        // And it reads back as the same report.
        #expect(try JSONDecoder().decode(FrameReport.self, from: try report.jsonData()) == report)
    }

    @Test func theTableMarksFlaggedRows() throws {
        var simulation = ScrollSimulation(FrameExamples.example(named: "heavy-row")!.makeView(60))
        simulation.name = "heavy-row"
        simulation.script = .offsets([0, 900])
        simulation.clock = ScrollSimulationTests.costClock
        let table = try simulation.run().summaryTable(slowestRows: 2)
        let lines = table.split(separator: "\n")
        #expect(lines.first?.hasPrefix("heavy-row: 2 frames at 60 Hz, budget 16.67 ms, 390×844 pt @3x, cost clock") == true)
        #expect(lines.contains { $0.hasPrefix("⚑ HeavyShadowRow #25") })
        #expect(lines.filter { $0.hasPrefix("⚑") }.count == 1)
        // Drawn once, in the frame it scrolled in: rasterized, never taken from the cache.
        #expect(lines.first { $0.hasPrefix("⚑") }?.contains(" 0/1 ") == true)
    }
}
