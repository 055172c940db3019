import Foundation

/// A path as polygons: its subpaths with curves flattened to lines, the form boolean operations
/// and stroke outlines work on. Curves are cut into as many lines as Wang's formula asks for a
/// deviation of at most `tolerance` points, far under a pixel at any scale a row is drawn at.
struct PathPolygons {
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    var subpaths: [Subpath] = []

    /// How far a flattened curve may stray from the curve, in points.
    static let tolerance: CGFloat = 0.01

    init(_ path: Path) {
        var current: [CGPoint] = []
        var closed = false
        func finish() {
            if current.count > 1 { subpaths.append(Subpath(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
            case .line(let point):
                if current.isEmpty { current = [point] } else { current.append(point) }
            case .quadCurve(let end, let control):
                guard let start = current.last else { current = [end]; continue }
                let steps = Self.steps(secondDifference: Self.length(start, -2, control, end), degreeFactor: 0.25)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                           y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let control1, let control2):
                guard let start = current.last else { current = [end]; continue }
                let bend = max(Self.length(start, -2, control1, control2), Self.length(control1, -2, control2, end))
                let steps = Self.steps(secondDifference: bend, degreeFactor: 0.75)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                                           y: a * start.y + b * control1.y + c * control2.y + d * end.y))
                }
            case .closeSubpath:
                closed = true
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
    }

    /// |a + k·b + c|: a curve's second difference, which bounds how far it bends.
    private static func length(_ a: CGPoint, _ k: CGFloat, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        hypot(a.x + k * b.x + c.x, a.y + k * b.y + c.y)
    }

    /// Wang's formula: lines enough that a curve of this second difference strays at most
    /// `tolerance` from them (`degreeFactor` is n(n−1)/8 for degree n), capped so a huge curve
    /// cannot ask for millions.
    private static func steps(secondDifference: CGFloat, degreeFactor: CGFloat) -> Int {
        let steps = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 4096))
    }

    /// Whether every point is finite and within the range the clipping library takes once
    /// scaled; a path that is not draws nothing rather than trap.
    var isUsable: Bool {
        subpaths.allSatisfy { $0.points.allSatisfy { abs($0.x) < PathClipping.limit && abs($0.y) < PathClipping.limit } }
    }
}
