import Foundation

/// A curve from (0, 0) to (1, 1) that maps an input progress to an output progress, as
/// iOS 17's `UnitCurve`: the shape of a timing curve, evaluated exactly.
public struct UnitCurve: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case linear
        /// The bottom-right quarter of a unit circle.
        case circularEaseIn
        /// The top-left quarter of a unit circle.
        case circularEaseOut
        /// Half-size circularEaseIn then circularEaseOut.
        case circularEaseInOut
        /// circularEaseInOut with its axes swapped: two quarter circles centred on (0.5, 0)
        /// and (0.5, 1), which no named curve describes.
        case circularEaseInOutInverse
        /// A cubic Bézier curve from (0, 0) to (1, 1).
        case bezier(UnitPoint, UnitPoint)
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points. Their x
    /// components are clamped to 0…1 when the curve is evaluated, which keeps the curve a
    /// function of its input.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(startControlPoint, endControlPoint))
    }

    /// The output progress at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch kind {
        case .linear:
            return p
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (p * (2 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2
                : (1 + (-4 * p * p + 8 * p - 3).squareRoot()) / 2
        case .circularEaseInOutInverse:
            let rise = (p * (1 - p)).squareRoot()
            return p < 0.5 ? rise : 1 - rise
        case let .bezier(start, end):
            return BezierTiming(start: start, end: end).value(at: p)
        }
    }

    /// The rate of change of the output progress at `progress` (clamped to 0…1).
    public func velocity(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        switch kind {
        case .linear:
            return 1
        case .circularEaseIn:
            return p / (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - p) / (p * (2 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? 2 * p / (1 - 4 * p * p).squareRoot()
                : (2 - 2 * p) / (-4 * p * p + 8 * p - 3).squareRoot()
        case .circularEaseInOutInverse:
            let slope = abs(1 - 2 * p) / (2 * (p * (1 - p)).squareRoot())
            return slope
        case let .bezier(start, end):
            return BezierTiming(start: start, end: end).velocity(at: p)
        }
    }

    /// The curve with its x and y components swapped: given an output progress, its
    /// `value(at:)` is the input progress that produces it.
    public var inverse: UnitCurve {
        switch kind {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(kind: .circularEaseInOutInverse)
        case .circularEaseInOutInverse: return .circularEaseInOut
        case let .bezier(start, end):
            return .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x),
                           endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    /// The curve as text, for ``Animation``'s description.
    package var curveDescription: String {
        switch kind {
        case let .bezier(start, end): return "bezier(\(start.x), \(start.y), \(end.x), \(end.y))"
        default: return "\(kind)"
        }
    }
}

extension UnitCurve {
    /// Slow, then fast, then slow: control points (0.42, 0) and (0.58, 1).
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut = UnitCurve.easeInOut
    /// Slow, then fast, then slow: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0),
                                         endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow, then fast: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0),
                                      endControlPoint: UnitPoint(x: 1, y: 1))
    /// Fast, then slow: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0),
                                       endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The bottom-right quarter of a unit circle: slow, then fast.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// The top-left quarter of a unit circle: fast, then slow.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// circularEaseIn over the first half, circularEaseOut over the second.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)
    /// The straight line from (0, 0) to (1, 1).
    public static let linear = UnitCurve(kind: .linear)
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for its parameter by Newton's
/// method with a bisection fallback, both to within 1e-12 of the input.
private struct BezierTiming {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(start: UnitPoint, end: UnitPoint) {
        x1 = min(max(Double(start.x), 0), 1)
        x2 = min(max(Double(end.x), 0), 1)
        y1 = Double(start.y)
        y2 = Double(end.y)
    }

    private static func point(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    private static func slope(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }

    private static func bend(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        6 * (1 - t) * (c2 - 2 * c1) + 6 * t * (1 - 2 * c2 + c1)
    }

    /// The parameter t whose x is `x`; x(t) rises monotonically as its controls lie in 0…1.
    private func parameter(for x: Double) -> Double {
        guard x.isFinite else { return x }
        var t = x
        for _ in 0..<8 {
            let error = Self.point(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.slope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.point(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    func value(at x: Double) -> Double { Self.point(parameter(for: x), y1, y2) }

    /// dy/dx; where both derivatives vanish (a control point on an end point), the limit
    /// of their ratio, which is the ratio of the second derivatives.
    func velocity(at x: Double) -> Double {
        let t = parameter(for: x)
        let dx = Self.slope(t, x1, x2), dy = Self.slope(t, y1, y2)
        if abs(dx) > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return dy < 0 ? -.infinity : .infinity }
        let ddx = Self.bend(t, x1, x2), ddy = Self.bend(t, y1, y2)
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return 1
    }
}
