import Foundation
import RowRasterCairo

/// Scrolls a list frame by frame, as a display shows it, and measures every frame and row.
///
/// Each frame renders the view at the frame's scroll offset with one view graph kept across
/// frames, as an app keeps its views: rows entering are built, laid out and rasterized (on
/// all cores when several enter together), rows already drawn come from the raster cache,
/// and the visible ones are composited into the frame. State may change between frames.
///
///     var simulation = ScrollSimulation(ContactsList())
///     simulation.budget = .hz120
///     simulation.script = .fling(velocity: 4000)
///     let report = try simulation.run()
///     print(report.summary.hitchTimeRatioMsPerS)
@MainActor
public struct ScrollSimulation<Content: View> {
    public var content: Content
    /// The screen, in points (an iPhone's 390 × 844 by default).
    public var viewport = CGSize(width: 390, height: 844)
    public var scale: CGFloat = 3
    public var budget = FrameBudget.hz60
    /// The scroll, one offset per frame at the budget's refresh rate (2 s at 1,000 pt/s by default).
    public var script = ScrollScript.constantVelocity(pointsPerSecond: 1000, seconds: 2)
    public var axis = Axis.vertical
    public var clock = FrameClock.wall
    /// Threads rows entering together are rasterized on (all cores by default; 1 draws every
    /// row on the calling thread, in the frame).
    public var rasterThreads = ProcessInfo.processInfo.activeProcessorCount
    /// The name the report carries.
    public var name = ""
    /// Called before each frame with its index: change state here as an app would between frames.
    public var beforeFrame: ((Int) -> Void)?
    /// Called after each frame with the frames done and the total, for a progress line.
    public var progress: ((Int, Int) -> Void)?

    public init(_ content: Content) {
        self.content = content
    }

    /// Runs the script and reports every frame.
    public func run() throws(RenderError) -> FrameReport {
        let offsets = script.offsets(refreshRate: budget.refreshRate)
        let session = try FrameSession(content, viewport: viewport, scale: scale, axis: axis, rasterThreads: rasterThreads, clock: clock,
                                       budget: budget)
        var frames: [FrameReport.Frame] = []
        var tally = RowTally()
        for (index, requested) in offsets.enumerated() {
            beforeFrame?(index)
            let (frame, samples) = try session.renderFrame(index, offset: requested)
            frames.append(frame)
            for sample in samples { tally.add(sample, frame: index, clock: clock) }
            progress?(index + 1, offsets.count)
        }
        let rows = tally.rows(budget: budget)
        return FrameReport(example: name, budgetMs: budget.milliseconds, refreshRate: budget.refreshRate,
                           viewport: .init(width: viewport.width, height: viewport.height, scale: scale), clock: clock.name,
                           frames: frames, rows: rows, summary: FrameReport.Summary(frames: frames, rows: rows, budget: budget))
    }
}
