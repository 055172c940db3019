import Foundation

/// A path as polygons: its subpaths with curves flattened to lines, the form boolean operations
/// and stroke outlines work on. Curves are cut into as many lines as Wang's formula asks for a
/// deviation of at most `tolerance` points, far under a pixel at any scale a row is drawn at.
struct PathPolygons {
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool

        /// The points as a line to walk: a closed subpath's first point again at the end.
        var polyline: [CGPoint] { isClosed ? points + [points[0]] : points }
    }

    var subpaths: [Subpath] = []

    init() {}

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
                Self.flatten(CubicBezier(quadraticFrom: start, control: control, to: end), into: &current)
            case .curve(let end, let control1, let control2):
                guard let start = current.last else { current = [end]; continue }
                Self.flatten(CubicBezier(start, control1, control2, end), into: &current)
            case .closeSubpath:
                closed = true
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
    }

    /// Appends the points of `curve` after its start: as many lines as Wang's formula asks for
    /// a deviation of at most `tolerance` (for a cubic, √(¾·M/tolerance), M the larger of its
    /// second differences), capped so a huge curve cannot ask for millions.
    private static func flatten(_ curve: CubicBezier, into points: inout [CGPoint]) {
        func secondDifference(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat { hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y) }
        let bend = max(secondDifference(curve.p0, curve.c1, curve.c2), secondDifference(curve.c1, curve.c2, curve.p3))
        let lines = (0.75 * bend / Self.tolerance).squareRoot().rounded(.up)
        let steps = lines.isFinite ? Int(min(max(lines, 1), 4096)) : 1
        for step in 1...steps { points.append(curve.point(CGFloat(step) / CGFloat(steps))) }
    }

    /// The polygons as a path: each subpath's points joined by lines, closed ones closed.
    var path: Path {
        var elements: [Path.Element] = []
        for subpath in subpaths {
            elements.append(.move(to: subpath.points[0]))
            for point in subpath.points.dropFirst() { elements.append(.line(to: point)) }
            if subpath.isClosed { elements.append(.closeSubpath) }
        }
        return Path(elements: elements)
    }

    /// Whether every point is finite and within the range the clipping library takes once
    /// scaled; a path that is not draws nothing rather than trap.
    var isUsable: Bool {
        subpaths.allSatisfy { $0.points.allSatisfy { abs($0.x) < PathClipping.limit && abs($0.y) < PathClipping.limit } }
    }
}
