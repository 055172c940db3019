import Foundation
import RowRasterCairo

/// How a simulation turns work into frame time.
public enum FrameClock: Sendable, Hashable, Codable {
    /// Wall time on a monotonic clock: what this machine took. The default.
    case wall
    /// Time derived from the work itself — pixels touched and bodies evaluated — so that the
    /// same scroll gives the same report on every machine, for tests that assert budgets.
    case cost(pixelsPerMillisecond: Double, millisecondsPerEvaluation: Double)

    var name: String {
        switch self {
        case .wall: return "wall"
        case .cost: return "cost"
        }
    }

    /// The phases of work that took `measured` (seconds) and touched `cost` for `evaluations` bodies.
    func phases(measured: StageTimings, cost: RasterCost, evaluations: Int) -> FrameReport.Phases {
        var phases = FrameReport.Phases()
        switch self {
        case .wall:
            phases.evaluationMs = measured.evaluation * 1000
            phases.layoutMs = measured.layout * 1000
            phases.displayMs = measured.display * 1000
            phases.rasterMs = measured.raster * 1000
        case .cost(let pixelsPerMillisecond, let millisecondsPerEvaluation):
            phases.evaluationMs = Double(evaluations) * millisecondsPerEvaluation
            phases.rasterMs = Double(cost.total) / pixelsPerMillisecond
        }
        return phases
    }
}
