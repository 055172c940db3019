import Foundation

/// The time one frame may take: a refresh interval of the display.
///
///     FrameBudget.hz60                    // 16.67 ms
///     FrameBudget.hz120                   // 8.33 ms, ProMotion
///     FrameBudget(milliseconds: 11.1)     // any other
public struct FrameBudget: Sendable, Hashable, Codable, CustomStringConvertible {
    public var milliseconds: Double

    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    /// The budget of a display refreshing `hertz` times a second.
    public init(refreshRate hertz: Double) {
        self.init(milliseconds: 1000 / hertz)
    }

    /// 60 Hz: 16.67 ms, the default.
    public static let hz60 = FrameBudget(refreshRate: 60)
    /// 120 Hz (ProMotion): 8.33 ms.
    public static let hz120 = FrameBudget(refreshRate: 120)

    public var seconds: Double { milliseconds / 1000 }
    public var refreshRate: Double { 1000 / milliseconds }

    public var description: String { String(format: "%.2f ms (%.0f Hz)", milliseconds, refreshRate) }
}

/// How the simulated finger moves the list, one scroll offset (points) per frame.
public enum ScrollScript: Sendable, Hashable, Codable {
    /// A steady drag: `pointsPerSecond` for `seconds`, from the current position.
    case constantVelocity(pointsPerSecond: Double, seconds: Double)
    /// A flick released at `velocity` points per second, slowing as `UIScrollView` does: the
    /// velocity is multiplied by `decelerationRate` every millisecond (0.998, `.normal`; 0.99, `.fast`)
    /// until it falls below 5 points per second.
    case fling(velocity: Double, decelerationRate: Double = 0.998)
    /// One frame at each offset, in order: jumps, as `scrollTo` makes them.
    case offsets([CGFloat])

    /// The offset of every frame at `refreshRate`, starting from `start`.
    public func offsets(refreshRate: Double, from start: CGFloat = 0) -> [CGFloat] {
        let interval = 1 / refreshRate
        switch self {
        case .constantVelocity(let velocity, let seconds):
            let frames = max(1, Int((seconds * refreshRate).rounded()))
            return (0..<frames).map { start + CGFloat(velocity * Double($0) * interval) }
        case .fling(let velocity, let rate):
            guard rate > 0, rate < 1, abs(velocity) > 5 else { return [start] }
            // v(t) = v₀·rateᵗ (t in ms) integrates to v₀ (rateᵗ − 1) / ln(rate) / 1000.
            let stop = log(5 / abs(velocity)) / log(rate)
            let frames = max(1, Int((stop / 1000 * refreshRate).rounded(.up)) + 1)
            return (0..<frames).map { frame in
                let t = min(Double(frame) * interval * 1000, stop)
                return start + CGFloat(velocity * (pow(rate, t) - 1) / log(rate) / 1000)
            }
        case .offsets(let offsets):
            return offsets
        }
    }
}
