import Foundation
import RowRasterCairo

/// What one frame measured for one row.
package struct RowFrameSample {
    var identity: String
    var viewType: String?
    var measured = StageTimings()
    var evaluations: [ViewEvaluation] = []
    var displayItems = 0
    var drawn = false
    var cacheHit = false
    var cost = RasterCost()
}

/// Rows across the frames of a simulation: each row's worst frame, its cache use and every
/// evaluation with its reason.
struct RowTally {
    private struct Entry {
        var viewType: String?
        var worstFrame = 0
        var worst = FrameReport.Phases()
        var worstCost = RasterCost()
        var displayItems = 0
        var cacheHit = false
        var cacheHits = 0
        var cacheMisses = 0
        var evaluations = 0
        var reasons: [String] = []
    }

    private var entries: [String: Entry] = [:]

    mutating func add(_ sample: RowFrameSample, frame: Int, clock: FrameClock) {
        var entry = entries[sample.identity] ?? Entry()
        entry.viewType = entry.viewType ?? sample.viewType
        let phases = clock.phases(measured: sample.measured, cost: sample.cost, evaluations: sample.evaluations.count)
        if phases.totalMs > entry.worst.totalMs || entries[sample.identity] == nil {
            entry.worst = phases
            entry.worstFrame = frame
            entry.worstCost = sample.cost
        }
        entry.displayItems = max(entry.displayItems, sample.displayItems)
        if sample.drawn {
            entry.cacheHit = sample.cacheHit
            if sample.cacheHit { entry.cacheHits += 1 } else { entry.cacheMisses += 1 }
        }
        entry.evaluations += sample.evaluations.count
        for evaluation in sample.evaluations {
            let reason = "\(evaluation.viewType): \(evaluation.reason)"
            if !entry.reasons.contains(reason) { entry.reasons.append(reason) }
        }
        entries[sample.identity] = entry
    }

    /// The rows, slowest first (ties in identity order, so reports are stable).
    func rows(budget: FrameBudget) -> [FrameReport.Row] {
        entries.map { identity, entry in
            FrameReport.Row(identity: identity, viewType: entry.viewType ?? "?", frame: entry.worstFrame, phases: entry.worst,
                            totalMs: entry.worst.totalMs, flagged: entry.worst.totalMs > budget.milliseconds,
                            cacheHit: entry.cacheHit, cacheHits: entry.cacheHits, cacheMisses: entry.cacheMisses,
                            evaluations: entry.evaluations, reasons: entry.reasons, displayItems: entry.displayItems,
                            cost: entry.worstCost)
        }
        .sorted { $0.totalMs != $1.totalMs ? $0.totalMs > $1.totalMs : $0.identity < $1.identity }
    }
}
