import Foundation
import RowRasterCairo

/// Renders views as one frame would and logs those that go over the budget: the measuring
/// helper a developer wraps row creation in.
///
///     let monitor = FrameBudgetMonitor(budget: .hz120)
///     try monitor.measure("MessageRow") { MessageRow(message: .long) }
///     // logs: "MessageRow over budget: 9.41 ms of 8.33 (evaluation 0.12, layout 0.40, …)"
@MainActor
public final class FrameBudgetMonitor {
    /// One measured view.
    public struct Entry: Sendable, Hashable, Codable, CustomStringConvertible {
        public var name: String
        public var phases: FrameReport.Phases
        public var totalMs: Double
        public var budgetMs: Double
        /// Pixels touched per operation kind: the same on every machine.
        public var cost: FrameReport.Cost
        public var overBudget: Bool { totalMs > budgetMs }

        public var description: String {
            String(format: "%@ %@: %.2f ms of %.2f (evaluation %.2f, layout %.2f, display list %.2f, raster %.2f; %d pixels touched)",
                   name, overBudget ? "over budget" : "within budget", totalMs, budgetMs, phases.evaluationMs, phases.layoutMs,
                   phases.displayMs, phases.rasterMs, cost.total)
        }
    }

    public var budget: FrameBudget
    public var clock: FrameClock
    public var scale: CGFloat = 3
    /// Every view measured, in order.
    public private(set) var entries: [Entry] = []
    /// Called with each view over budget; prints it by default.
    public var onOverBudget: (Entry) -> Void = { print("RowRaster: \($0)") }

    public init(budget: FrameBudget = .hz60, clock: FrameClock = .wall) {
        self.budget = budget
        self.clock = clock
    }

    /// The views measured so far that went over the budget.
    public var overBudget: [Entry] { entries.filter(\.overBudget) }

    /// Makes the view with `makeView` (its creation is part of the measured evaluation), then
    /// lays it out, lowers it to a display list and rasterizes it, cold, as a row entering
    /// the screen is; logs it when its total goes over the budget.
    @discardableResult
    public func measure<V: View>(_ name: String, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: nil),
                                 _ makeView: () -> V) throws(RenderError) -> Entry {
        let start = StageClock.now()
        let view = makeView()
        let creation = StageClock.seconds(since: start)
        var output = try RenderPipeline.layOut(view, proposal: proposal, scale: scale)
        output.timings.evaluation += creation
        let rasterizer = try CairoRasterizer.forCurrentThread()
        let recorder = RasterRecorder()
        rasterizer.recorder = recorder
        defer { rasterizer.recorder = nil }
        let rasterStart = StageClock.now()
        // Drawn as one layer, as a row is, and never found in the cache: a first sight.
        let content = CGRect(origin: .zero, size: output.size)
        if !content.isEmpty {
            let layer = DisplayList([.group(.layer(LayerID(0)), output.displayList.items)])
            let (size, scale) = (output.size, scale)
            try rasterizer.rasterCache.withoutCaching { () throws(RenderError) in
                _ = try rasterizer.render(layer, size: size, scale: scale, reuseTarget: true)
            }
        }
        output.timings.raster = StageClock.seconds(since: rasterStart)
        let phases = clock.phases(measured: output.timings, cost: recorder.cost, evaluations: output.evaluations.count)
        let entry = Entry(name: name, phases: phases, totalMs: phases.totalMs, budgetMs: budget.milliseconds,
                          cost: recorder.cost)
        entries.append(entry)
        if entry.overBudget { onOverBudget(entry) }
        return entry
    }
}
