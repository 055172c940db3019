import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterGallery

/// Scroll simulations measured with the cost clock (pixels touched and bodies evaluated), so
/// budgets, hitches and flags are asserted exactly, never against wall time.
@MainActor
@Suite struct ScrollSimulationTests {
    /// 500,000 pixels a millisecond, 10 µs a body: a frame of light rows stays well inside
    /// 16.67 ms, a row of 36 large shadows does not.
    static let costClock = FrameClock.cost(pixelsPerMillisecond: 500_000, millisecondsPerEvaluation: 0.01)

    private func simulate(_ example: String, rows: Int, script: ScrollScript, threads: Int = 2) throws -> FrameReport {
        var simulation = ScrollSimulation(FrameExamples.example(named: example)!.makeView(rows))
        simulation.name = example
        simulation.script = script
        simulation.clock = Self.costClock
        simulation.rasterThreads = threads
        return try simulation.run()
    }

    private static let downInSteps = ScrollScript.offsets(stride(from: 0, through: 4000, by: 400).map { CGFloat($0) })

    @Test func heavyRowsAreFlaggedAndLightRowsAreNot() throws {
        let report = try simulate("heavy-row", rows: 120, script: Self.downInSteps)
        // Rows 25 and 75 are the heavy ones (every 50th, from the 26th) that scroll into view.
        #expect(Set(report.rows.filter(\.flagged).map(\.label)) == ["HeavyShadowRow #75", "HeavyShadowRow #25"])
        #expect(report.rows.filter { $0.viewType == "LightRow" }.allSatisfy { !$0.flagged })
        #expect(report.summary.flaggedRows == 2)
        // The frames in which a heavy row is drawn are the hitches.
        let heavyFrames = Set(report.rows.filter(\.flagged).map(\.frame))
        #expect(Set(report.frames.filter(\.hitch).map(\.index)) == heavyFrames)
    }

    @Test func theEagerFirstFrameIsAHitchAndTheLazyOneIsNot() throws {
        let eager = try simulate("eager-list", rows: 2_000, script: .offsets([0, 100]))
        let lazy = try simulate("lazy-list", rows: 2_000, script: .offsets([0, 100]))
        // The list view, then every row: a ContactLine and the PersonRow inside it.
        #expect(eager.frames[0].evaluations == 4_001)
        #expect(eager.frames[0].hitch)
        // The list view and the rows starting within 844 + 100 points, 60 points each: 1 + 2 × 16.
        #expect(lazy.frames[0].evaluations == 33)
        #expect(!lazy.frames[0].hitch)
        // After the first frame neither evaluates anything to scroll by 100 points but the rows entering.
        #expect(eager.frames[1].evaluations == 0)
        #expect(lazy.frames[1].evaluations == 4)   // rows 16 and 17, two bodies each
    }

    @Test func scrollingBackDrawsEveryRowFromTheCache() throws {
        let report = try simulate("lazy-list", rows: 1_000, script: .offsets([0, 1_200, 0]))
        let back = report.frames[2]
        #expect(back.rowsDrawn == 15)   // rows starting within 844 points, 60 points each
        #expect(back.rowsFromCache == back.rowsDrawn)
        #expect(back.evaluations == 0)
        #expect(back.cost.offscreen == 0)
        // The 15 rows of the first screen were rasterized once and composited from the cache
        // when scrolled back to (rows built in the prefetch margin but never shown were not drawn).
        let firstScreen = report.rows.filter { $0.frame == 0 && $0.cacheHits + $0.cacheMisses > 0 }
        #expect(firstScreen.count == 15)
        #expect(firstScreen.allSatisfy { $0.cacheHits == 1 && $0.cacheMisses == 1 && $0.cacheHit })
    }

    @Test func eachRowIsEvaluatedOnceWithItsReason() throws {
        let report = try simulate("lazy-list", rows: 1_000, script: .constantVelocity(pointsPerSecond: 1_200, seconds: 0.5))
        let rows = report.rows.filter { $0.viewType == "ContactLine" }
        #expect(rows.count == report.summary.rowsBuilt)
        // A row's evaluations count every body inside it: its ContactLine and PersonRow, once each.
        #expect(rows.allSatisfy { $0.evaluations == 2 && $0.reasons == ["ContactLine: @identity", "PersonRow: @identity"] })
        // 30 frames, 20 points apart: rows starting before 580 + 844 + 100 points, 60 points each.
        #expect(report.summary.frames == 30)
        #expect(rows.count == 26)
    }

    @Test func stateChangedBetweenFramesReevaluatesOnlyItsView() throws {
        final class Handles { var taps: [Int: Binding<Int>] = [:] }
        struct TapRow: View {
            let number: Int
            let handles: Handles
            @State private var taps = 0
            var body: some View {
                let _ = handles.taps[number] = $taps
                Text("Row \(number): \(taps) taps").frame(height: 44)
            }
        }
        struct Rows: View {
            let handles: Handles
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<500, id: \.self) { TapRow(number: $0, handles: handles) } } }
            }
        }
        let handles = Handles()
        var simulation = ScrollSimulation(Rows(handles: handles))
        simulation.script = .offsets([0, 10, 20, 30])
        simulation.clock = Self.costClock
        simulation.beforeFrame = { frame in if frame == 2 { handles.taps[3]?.wrappedValue = 1 } }
        let report = try simulation.run()
        // The list and its first 22 rows; nothing; the row whose state changed; a row scrolling in.
        #expect(report.frames.map(\.evaluations) == [23, 0, 1, 1])
        let row = try #require(report.rows.first { $0.label == "TapRow #3" })
        #expect(row.evaluations == 2)
        #expect(row.reasons == ["TapRow: @identity", "TapRow: @taps"])
    }

    @Test func anInvalidViewportIsATypedError() {
        var simulation = ScrollSimulation(Text("x"))
        simulation.viewport = CGSize(width: CGFloat.nan, height: 844)
        #expect {
            try simulation.run()
        } throws: { error in
            guard case .invalidSize(_, let context)? = error as? RenderError else { return false }
            return context == "the simulation's viewport"
        }
    }
}
