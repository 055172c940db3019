import Foundation

/// Wall time spent in each stage of one render, in seconds.
public struct StageTimings: Sendable, Hashable, Codable {
    public var evaluation: Double = 0
    public var layout: Double = 0
    public var display: Double = 0
    public var raster: Double = 0

    public init() {}

    /// Everything but output encoding: what a frame would cost.
    public var total: Double { evaluation + layout + display + raster }
}

/// A monotonic clock for stage timings.
package enum StageClock {
    package static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    package static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
    }
}
