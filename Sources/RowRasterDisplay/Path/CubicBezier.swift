import Foundation

/// A cubic Bézier curve: the one form path curves are evaluated in (a quadratic curve is raised
/// to the cubic that traces it), by trimming and by flattening into polygons.
struct CubicBezier {
    var p0, c1, c2, p3: CGPoint

    init(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.c1, self.c2, self.p3) = (p0, c1, c2, p3)
    }

    /// The cubic that traces the quadratic curve from `start` through `control` to `end`.
    init(quadraticFrom start: CGPoint, control: CGPoint, to end: CGPoint) {
        self.init(start, CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                  CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), end)
    }

    /// The point at parameter `t` (0 at `p0`, 1 at `p3`).
    func point(_ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }
}
