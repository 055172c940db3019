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
    /// The layout direction, Dynamic Type size and locale the list is scrolled in.
    public var appearance = RenderAppearance.standard
    public var clock = FrameClock.wall
    /// Threads rows entering together are rasterized on (the thread budget by default: see
    /// `RenderThreads`; 1 draws every
    /// row on the calling thread, in the frame).
    public var rasterThreads = RenderThreads.budget
    /// The name the report carries.
    public var name = ""
    /// Called before each frame with its index: change state here as an app would between frames.
    public var beforeFrame: ((Int) -> Void)?
    /// Called after each frame with the frames done and the total, for a progress line.
    public var progress: ((Int, Int) -> Void)?
    /// The clock the simulated app's async work waits on: `await run()` advances it by one
    /// refresh interval after each frame.
    public var taskClock: SimulationClock?
    /// Called after each frame with its index: notes for the report (pages loaded, images
    /// prefetched), in the words of the code that knows.
    public var annotate: ((Int) -> [String])?

    public init(_ content: Content) {
        self.content = content
    }

    /// The content in the simulation's appearance.
    var appearanceContent: ModifiedContent<Content, _RenderAppearanceModifier> {
        content.modifier(_RenderAppearanceModifier(appearance: appearance))
    }

    /// Runs the script and reports every frame. `.task` work started by rows does not run
    /// until the simulation ends; `await run()` lets it run between frames.
    public func run() throws(RenderError) -> FrameReport {
        var loop = try FrameLoop(self)
        while try loop.step() {}
        return loop.report()
    }

    /// Runs the script, letting the main actor's other work (`.task` bodies, the tasks they
    /// start) run between frames, as an app's run loop does between display refreshes.
    public func run() async throws(RenderError) -> FrameReport {
        var loop = try FrameLoop(self)
        while try loop.step() {
            await Self.letQueuedWorkRun()
            taskClock?.advance(by: .nanoseconds(Int64((budget.seconds * 1e9).rounded())))
            await Self.letQueuedWorkRun(until: taskClock)
        }
        return loop.report()
    }

    /// How often the main actor is offered to other work between frames: enough for a task to
    /// take a few steps (each `await` of a ready result is one), the same number every run.
    static var turnsBetweenFrames: Int { 16 }

    /// Lets the main actor run the work queued on it, `turnsBetweenFrames` times over, and
    /// then for as long as a sleeper `clock` woke has not run (a woken task may pass through the
    /// global pool, busy with other work, before it is back on the main actor).
    ///
    /// Each turn goes to the back of the main queue and waits for its turn there, so every job
    /// queued before it (a task a row started) has run by then. `Task.yield()` does not promise
    /// that: under load it sometimes came straight back, and the same scroll then finished a
    /// prefetch a frame later in one run out of five.
    static func letQueuedWorkRun(until clock: SimulationClock? = nil) async {
        var turns = 0
        // The bound only guards against a sleeper whose task never runs again (its executor
        // blocked for good): a second or two of turns, then the frame goes on without it.
        while turns < turnsBetweenFrames || (clock?.hasWakingSleepers == true && turns < 100_000) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
            turns += 1
        }
    }
}

/// One simulation's frames, rendered one at a time.
@MainActor
private struct FrameLoop<Content: View> {
    let simulation: ScrollSimulation<Content>
    let offsets: [CGFloat]
    let session: FrameSession<ModifiedContent<Content, _RenderAppearanceModifier>>
    var frames: [FrameReport.Frame] = []
    var tally = RowTally()

    init(_ simulation: ScrollSimulation<Content>) throws(RenderError) {
        self.simulation = simulation
        offsets = simulation.script.offsets(refreshRate: simulation.budget.refreshRate)
        session = try FrameSession(simulation.appearanceContent, viewport: simulation.viewport, scale: simulation.scale, axis: simulation.axis,
                                   rasterThreads: simulation.rasterThreads, clock: simulation.clock, budget: simulation.budget)
    }

    /// Renders the next frame; false when the script is done.
    mutating func step() throws(RenderError) -> Bool {
        let index = frames.count
        guard index < offsets.count else { return false }
        simulation.beforeFrame?(index)
        var (frame, samples) = try session.renderFrame(index, offset: offsets[index])
        frame.notes = simulation.annotate?(index) ?? []
        frames.append(frame)
        for sample in samples { tally.add(sample, frame: index, clock: simulation.clock) }
        // Between frames, as an app's idle time: freed pixel memory goes back to the system.
        if index % 10 == 9 { PixelMemoryPool.releaseFreeMemory() }
        simulation.progress?(index + 1, offsets.count)
        return index + 1 < offsets.count
    }

    func report() -> FrameReport {
        let (budget, viewport, scale, clock) = (simulation.budget, simulation.viewport, simulation.scale, simulation.clock)
        let rows = tally.rows(budget: budget)
        return FrameReport(example: simulation.name, budgetMs: budget.milliseconds, refreshRate: budget.refreshRate,
                           viewport: .init(width: viewport.width, height: viewport.height, scale: scale), clock: clock.name,
                           warmUp: clock == .wall ? session.warmUp : nil, frames: frames, rows: rows, summary: FrameReport.Summary(frames: frames, rows: rows, budget: budget))
    }
}
