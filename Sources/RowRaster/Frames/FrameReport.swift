import Foundation
import RowRasterCairo

/// What a scroll simulation measured: every frame split into phases, every row that was
/// built or drawn, and a summary in the conventions people know (Apple's hitch time ratio,
/// Android vitals' frozen frames, Macrobenchmark's percentiles). `Codable`: `rowraster frames
/// --json` writes it.
public struct FrameReport: Sendable, Hashable, Codable {
    public var example: String
    public var budgetMs: Double
    public var refreshRate: Double
    public var viewport: Viewport
    /// How frame and row times were measured: `wall` (a monotonic clock) or `cost` (derived
    /// from pixels touched and evaluations, the same on every machine).
    public var clock: String
    /// What was done before frame 0 so that it starts as an app's first list frame does, on
    /// the wall clock; `nil` on the cost clock, which measures no time. Never part of a frame
    /// or a row.
    public var warmUp: WarmUp?
    public var frames: [Frame]
    /// Rows by their worst frame, slowest first.
    public var rows: [Row]
    public var summary: Summary

    public struct Viewport: Sendable, Hashable, Codable {
        public var width: Double
        public var height: Double
        public var scale: Double
    }

    /// The four phases of a frame (or of a row), in milliseconds. PNG encoding is never one.
    public struct Phases: Sendable, Hashable, Codable {
        public var evaluationMs = 0.0
        public var layoutMs = 0.0
        public var displayMs = 0.0
        public var rasterMs = 0.0

        public init() {}

        public var totalMs: Double { evaluationMs + layoutMs + displayMs + rasterMs }
    }

    /// The work before frame 0, in milliseconds of wall time: what a running app has done by
    /// the time its list appears, and a fresh process has not.
    public struct WarmUp: Sendable, Hashable, Codable {
        /// Fonts of every text style loaded and their glyphs drawn on each raster thread, and
        /// the frame's surface made: an app's font map and screen, warm before any list.
        public var fontsMs = 0.0
        /// The first screen drawn once as a frame on a graph that is then dropped, so the Swift
        /// runtime knows the row types and the frame path has run; its shaped text and row
        /// layers are dropped with it, so frame 0 still builds, shapes and draws every row.
        public var framePathMs = 0.0

        public init(fontsMs: Double = 0, framePathMs: Double = 0) {
            self.fontsMs = fontsMs
            self.framePathMs = framePathMs
        }

        public var totalMs: Double { fontsMs + framePathMs }
    }

    /// Pixels touched per kind of drawing operation: a cost that does not depend on the machine.
    /// The rasterizer's own measure, `RasterCost`, so the report shows exactly what it counted.
    public typealias Cost = RasterCost

    public struct Frame: Sendable, Hashable, Codable {
        public var index: Int
        public var offset: Double
        public var phases: Phases
        public var totalMs: Double
        /// Over budget: the frame was late and the one before stayed on screen.
        public var hitch: Bool
        /// Bodies evaluated for the frame.
        public var evaluations: Int
        /// Rows built for the first time (or again, after a change).
        public var rowsBuilt: Int
        /// Row layers drawn, and of those, taken from the raster cache.
        public var rowsDrawn: Int
        public var rowsFromCache: Int
        public var cost: Cost
        /// Why bodies ran this frame, by view type and reason with a count: `FilmRow: @library ×200`,
        /// so a cascade of invalidations from one change shows in the frame it cost.
        public var reevaluated: [String] = []
        /// Views whose `onAppear` / `onDisappear` ran this frame, and `.task`s started and cancelled.
        public var appeared = 0
        public var disappeared = 0
        public var tasksStarted = 0
        public var tasksCancelled = 0
        /// Work on the main actor (bodies, layout, display list, lifecycle actions) over 250 ms:
        /// a hang, as Xcode's hang detection calls it.
        public var hang = false
        /// What the simulation's `annotate` said of the frame (pages loaded, prefetches…).
        public var notes: [String] = []
    }

    public struct Row: Sendable, Hashable, Codable {
        public var identity: String
        public var viewType: String

        /// The row's view type and its `ForEach` id: `PersonRow #42`.
        public var label: String {
            let id = identity.split(separator: "/").last.map(String.init) ?? identity
            return "\(viewType) \(id)"
        }

        /// The frame in which the row cost most, and what it cost there.
        public var frame: Int
        public var phases: Phases
        public var totalMs: Double
        /// Its cost alone exceeds the frame budget.
        public var flagged: Bool
        /// Whether its layer came from the raster cache the last time it was drawn.
        public var cacheHit: Bool
        public var cacheHits: Int
        public var cacheMisses: Int
        /// Bodies evaluated for the row over the whole run, and why (`@identity`, changed properties…).
        public var evaluations: Int
        public var reasons: [String]
        public var displayItems: Int
        public var cost: Cost
    }

    /// Main-actor work in a frame beyond which it is a hang.
    public static let hangThresholdMs = 250.0

    public struct Summary: Sendable, Hashable, Codable {
        public var frames: Int
        public var seconds: Double
        public var hitches: Int
        /// Milliseconds of hitch (lateness beyond the budget) per second of scrolling.
        public var hitchTimeRatioMsPerS: Double
        /// `good` (≤ 5 ms/s), `warning` (≤ 10) or `critical`, as Apple rates it.
        public var hitchRating: String
        /// Refresh intervals missed: a 40 ms frame at 60 Hz misses two.
        public var droppedFrames: Int
        /// Frames over 700 ms (Android vitals).
        public var frozenFrames: Int
        public var p50Ms: Double
        public var p90Ms: Double
        public var p95Ms: Double
        public var p99Ms: Double
        public var maxMs: Double
        public var flaggedRows: Int
        public var rowsBuilt: Int
        public var rowCacheHits: Int
        public var rowCacheMisses: Int
        public var evaluations: Int
        /// Frames with over 250 ms of main-actor work.
        public var hangs: Int = 0
    }
}

extension FrameReport.Summary {
    /// The summary of `frames` against `budget`.
    init(frames: [FrameReport.Frame], rows: [FrameReport.Row], budget: FrameBudget) {
        let times = frames.map(\.totalMs).sorted()
        func percentile(_ p: Double) -> Double {
            guard !times.isEmpty else { return 0 }
            // Nearest rank, as Macrobenchmark reports.
            let rank = Int((p / 100 * Double(times.count)).rounded(.up)) - 1
            return times[min(max(rank, 0), times.count - 1)]
        }
        let hitchMs = frames.reduce(0) { $0 + max(0, $1.totalMs - budget.milliseconds) }
        let seconds = Double(frames.count) * budget.seconds
        let ratio = seconds > 0 ? hitchMs / seconds : 0
        self.init(frames: frames.count, seconds: seconds, hitches: frames.filter(\.hitch).count,
                  hitchTimeRatioMsPerS: ratio, hitchRating: ratio <= 5 ? "good" : ratio <= 10 ? "warning" : "critical",
                  droppedFrames: frames.reduce(0) { $0 + max(0, Int(($1.totalMs / budget.milliseconds).rounded(.up)) - 1) },
                  frozenFrames: frames.filter { $0.totalMs > 700 }.count,
                  p50Ms: percentile(50), p90Ms: percentile(90), p95Ms: percentile(95), p99Ms: percentile(99), maxMs: times.last ?? 0,
                  flaggedRows: rows.filter(\.flagged).count, rowsBuilt: frames.reduce(0) { $0 + $1.rowsBuilt },
                  rowCacheHits: frames.reduce(0) { $0 + $1.rowsFromCache },
                  rowCacheMisses: frames.reduce(0) { $0 + $1.rowsDrawn - $1.rowsFromCache },
                  evaluations: frames.reduce(0) { $0 + $1.evaluations }, hangs: frames.filter(\.hang).count)
    }
}
