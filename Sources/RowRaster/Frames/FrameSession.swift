import Foundation
import RowRasterCairo

/// The glyphs an app has drawn by the time its list appears.
private let printableASCII = String((32...126).map { Character(UnicodeScalar(UInt8($0))) })

/// The frames of one scroll: a view graph and a frame rasterizer kept from frame to frame, as
/// an app keeps its views and layers; each frame draws its rows as layers of their own.
/// `ScrollSimulation` drives one through its script; benchmarks drive one frame at a time.
@MainActor
package final class FrameSession<Content: View> {
    let content: Content
    let viewport: CGSize
    let scale: CGFloat
    let axis: Axis
    let rasterThreads: Int
    let clock: FrameClock
    let budget: FrameBudget
    private let graph: ViewGraph
    /// The thread's rasterizer, whose raster cache the frames' row layers are kept in.
    private let rasterizer: CairoRasterizer
    /// Draws each frame into one reused surface with `rasterizer`.
    private let frames: FrameRasterizer
    /// What the session did before frame 0, timed on the wall clock: reported on its own line,
    /// never inside a frame or a row.
    package private(set) var warmUp = FrameReport.WarmUp()

    package init(_ content: Content, viewport: CGSize, scale: CGFloat, axis: Axis = .vertical, rasterThreads: Int,
                 clock: FrameClock = .wall, budget: FrameBudget = .hz60) throws(RenderError) {
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0 else {
            throw .invalidSize(viewport, context: "the simulation's viewport")
        }
        self.content = content
        self.viewport = viewport
        self.scale = scale
        self.axis = axis
        self.rasterThreads = rasterThreads
        self.clock = clock
        self.budget = budget
        graph = try RenderPipeline.makeGraph(scale: scale)
        rasterizer = try CairoRasterizer.forCurrentThread()
        frames = FrameRasterizer(drawingWith: rasterizer)
        let start = StageClock.now()
        try warmUpFonts()
        let fontsSeconds = StageClock.seconds(since: start)
        let framePathStart = StageClock.now()
        try warmUpFramePath()
        warmUp = FrameReport.WarmUp(fontsMs: fontsSeconds * 1000, framePathMs: StageClock.seconds(since: framePathStart) * 1000)
    }

    /// Draws the first screen once as a frame, on a graph and a frame surface that are then
    /// thrown away, so the Swift runtime has made the row types' metadata and answered their
    /// protocol casts, and the frame path (row recording, row layers prepared on every raster
    /// thread, the raster cache, compositing) has run once, before frame 0.
    ///
    /// On Linux the first cast of each type scans every protocol conformance in the process
    /// (Foundation's included), about two thirds of a cold first frame; on iOS, dyld's
    /// prebuilt conformance tables make that cost small. The views' own work is still frame
    /// 0's: its graph is new (every body runs), the text shaped here is dropped on every
    /// thread so frame 0 shapes its text again, and no row layer drawn here is kept. `onAppear`,
    /// `.task` and the geometry and preference observers do not run for this pass. Images decoded here stay in `ImageCache.shared`.
    private func warmUpFramePath() throws(RenderError) {
        _ = try render(0, offset: 0, graph: RenderPipeline.makeGraph(scale: scale), into: FrameRasterizer(drawingWith: rasterizer),
                       runsLifecycle: false)
        // Every raster thread, this one among them.
        try ParallelRaster.onEachThread(rasterThreads) { worker throws(RenderError) in
            worker.rasterCache.removeAll()
            try PangoTextEngine.forCurrentThread().removeCachedLayouts()
        }
    }

    /// Loads fonts and glyphs on every raster thread and makes the frame's surface before the
    /// first frame: an app has its fonts loaded and its screen allocated by the time a list
    /// appears, so the list's first frame should not pay for them.
    private func warmUpFonts() throws(RenderError) {
        _ = try frames.render(DisplayList(), size: viewport, scale: scale)
        // Every text style in the weights rows use, with tabular digits too.
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
                              .caption, .caption2]
        // One style at a time, wrapped to the screen's width: a screen-wide surface each, not
        // one as wide as every glyph side by side (tens of megabytes on each thread).
        var samples: [DisplayList] = []
        for style in styles {
            let sample = VStack(alignment: .leading) {
                Text(printableASCII).font(style)
                Text(printableASCII).font(style.weight(.semibold))
                Text(printableASCII).font(style.bold())
                Text("0123456789").font(style.monospacedDigit())
            }
            samples.append(try RenderPipeline.layOut(sample, proposal: ProposedViewSize(width: viewport.width, height: nil),
                                                     scale: scale).displayList)
        }
        let (lists, scale) = (samples, scale)
        try ParallelRaster.onEachThread(rasterThreads) { worker throws(RenderError) in
            for list in lists { _ = try worker.render(list, size: list.bounds.size, scale: scale) }
            // Nothing drawn before the list appeared can be in its rows' caches: each run
            // starts as the list's first appearance does, whatever ran before it.
            worker.rasterCache.removeAll()
        }
    }

    /// Evaluations grouped by view type and reason, in the order first seen, with counts.
    static func tally(_ evaluations: [ViewEvaluation]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for evaluation in evaluations {
            let key = "\(evaluation.viewType): \(evaluation.reason)"
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }
    }

    /// Renders frame `index` at scroll offset `requested` and measures it.
    package func renderFrame(_ index: Int, offset requested: CGFloat) throws(RenderError) -> (FrameReport.Frame, [RowFrameSample]) {
        try render(index, offset: requested, graph: graph, into: frames, runsLifecycle: true)
    }

    /// One frame of `content` from `graph` into `frames`; the lifecycle actions (`onAppear`,
    /// `.task`…) of rows entering or leaving, and the geometry and preference observers, run
    /// only with `runsLifecycle`.
    private func render(_ index: Int, offset requested: CGFloat, graph: ViewGraph, into frames: FrameRasterizer,
                        runsLifecycle: Bool) throws(RenderError) -> (FrameReport.Frame, [RowFrameSample]) {
        // Scroll views move in whole pixels, so rows keep their raster phase.
        let offset = requested.isFinite ? (requested * scale).rounded() / scale : requested
        let rows = RowRecorder()
        var output = try RenderPipeline.layOut(content, proposal: ProposedViewSize(viewport), scale: scale, graph: graph,
                                               rowLayering: .layers, rowObserver: rows,
                                               scrollOverride: .init(axis: axis, offset: offset), runsObservers: runsLifecycle)
        // Rows that entered or left: their onAppear/onDisappear run now, on the main actor,
        // as part of the frame's evaluation.
        var lifecycle = LifecycleTracker.Changes()
        if runsLifecycle, graph.lifecycle.isInUse {
            let start = StageClock.now()
            lifecycle = graph.lifecycle.update(root: output.root)
            output.timings.evaluation += StageClock.seconds(since: start)
        }

        let recorder = RasterRecorder()
        let start = StageClock.now()
        let prepared = try ParallelRaster.prepareLayers(in: output.displayList, scale: scale, for: rasterizer, threads: rasterThreads)
        rasterizer.recorder = recorder
        defer { rasterizer.recorder = nil }
        _ = try frames.render(output.displayList, size: viewport, scale: scale)
        output.timings.raster = StageClock.seconds(since: start)

        var cost = recorder.cost
        var samples: [String: RowFrameSample] = [:]
        for row in rows.rows.values {
            var sample = RowFrameSample(identity: row.identity, viewType: row.viewType)
            sample.measured.evaluation = row.evaluationSeconds
            sample.measured.layout = row.layoutSeconds
            sample.measured.display = row.displaySeconds
            sample.evaluations = row.evaluations
            sample.displayItems = row.displayItems
            if let layer = row.layer, let drawn = recorder.layers[layer] {
                sample.drawn = true
                sample.cacheHit = drawn.cacheHit
                sample.measured.raster = drawn.seconds
                sample.cost = drawn.cost
            }
            samples[row.identity] = sample
        }
        // Layers drawn ahead on other threads were rasterized, not found: count them so.
        for layer in prepared {
            guard let identity = rows.row(drawnAs: layer.layer) else { continue }
            samples[identity]?.cacheHit = false
            samples[identity]?.measured.raster += layer.seconds
            samples[identity]?.cost += layer.cost
            cost += layer.cost
        }
        let drawn = samples.values.filter(\.drawn)
        let phases = clock.phases(measured: output.timings, cost: cost, evaluations: output.evaluations.count)
        var frame = FrameReport.Frame(index: index, offset: offset, phases: phases, totalMs: phases.totalMs,
                                      hitch: phases.totalMs > budget.milliseconds, evaluations: output.evaluations.count,
                                      rowsBuilt: samples.values.filter { !$0.evaluations.isEmpty }.count,
                                      rowsDrawn: drawn.count, rowsFromCache: drawn.filter(\.cacheHit).count, cost: cost)
        frame.reevaluated = Self.tally(output.evaluations)
        frame.appeared = lifecycle.appeared
        frame.disappeared = lifecycle.disappeared
        frame.tasksStarted = lifecycle.tasksStarted
        frame.tasksCancelled = lifecycle.tasksCancelled
        frame.hang = phases.evaluationMs + phases.layoutMs + phases.displayMs > FrameReport.hangThresholdMs
        return (frame, samples.values.sorted { $0.identity < $1.identity })
    }
}
