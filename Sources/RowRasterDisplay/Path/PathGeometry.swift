import Foundation

/// The magic number for approximating a quarter circle with one cubic Bézier curve.
let quarterCircleKappa: CGFloat = 0.5522847498307936

enum EllipseGeometry {
    static func elements(in r: CGRect) -> [Path.Element] {
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
                   control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
                   control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
                   control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
                   control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ]
    }
}

enum RoundedRectGeometry {
    /// How far a continuous corner reaches along each edge, as a multiple of the corner radius.
    /// The curve below is the widely used fit of UIKit's continuous corner (1.528665 × radius).
    static let continuousReach: CGFloat = 1.52866483

    static func elements(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) -> [Path.Element] {
        switch style {
        case .circular: return circular(rect, cornerSize)
        case .continuous:
            // Apple's continuous corners need room for 1.53 radii per edge; where a corner is too
            // large for that (capsule-like shapes), UIKit falls back to circular arcs too.
            let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
            let fits = rx * continuousReach <= rect.width / 2 && ry * continuousReach <= rect.height / 2
            if fits, rx == ry { return continuous(rect, radius: rx) }
            return circular(rect, cornerSize)
        }
    }

    private static func circular(_ r: CGRect, _ size: CGSize) -> [Path.Element] {
        let rx = min(size.width, r.width / 2), ry = min(size.height, r.height / 2)
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        return [
            .move(to: CGPoint(x: r.minX + rx, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - rx, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                   control2: CGPoint(x: r.maxX, y: r.minY + ry - ky)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - ry)),
            .curve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                   control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + rx, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                   control2: CGPoint(x: r.minX, y: r.maxY - ry + ky)),
            .line(to: CGPoint(x: r.minX, y: r.minY + ry)),
            .curve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                   control2: CGPoint(x: r.minX + rx - kx, y: r.minY)),
            .closeSubpath,
        ]
    }

    /// One corner of the continuous curve, in units of the radius, measured from the corner
    /// along the two edges: (along the first edge, along the second edge).
    static let continuousCorner: [(CGFloat, CGFloat)] = [
        // start on the first edge, then (control1, control2, end) triples
        (1.52866483, 0),
        (1.08849296, 0), (0.86840694, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100), // a straight segment to here
        (0.37282392, 0.16905899), (0.16906001, 0.37282401), (0.07491100, 0.63149399),
        (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
    ]

    private static func continuous(_ r: CGRect, radius: CGFloat) -> [Path.Element] {
        // Each corner maps (along, across) to a point using its two edge directions.
        typealias Map = (CGFloat, CGFloat) -> CGPoint
        let topRight: Map = { a, b in CGPoint(x: r.maxX - a * radius, y: r.minY + b * radius) }
        let bottomRight: Map = { a, b in CGPoint(x: r.maxX - b * radius, y: r.maxY - a * radius) }
        let bottomLeft: Map = { a, b in CGPoint(x: r.minX + a * radius, y: r.maxY - b * radius) }
        let topLeft: Map = { a, b in CGPoint(x: r.minX + b * radius, y: r.minY + a * radius) }
        var elements: [Path.Element] = [.move(to: topLeft(0, 1.52866483))]
        for map in [topRight, bottomRight, bottomLeft, topLeft] {
            let c = continuousCorner.map { map($0.0, $0.1) }
            elements.append(.line(to: c[0]))
            elements.append(.curve(to: c[3], control1: c[1], control2: c[2]))
            elements.append(.line(to: c[4]))
            elements.append(.curve(to: c[7], control1: c[5], control2: c[6]))
            elements.append(.curve(to: c[10], control1: c[8], control2: c[9]))
        }
        elements.append(.closeSubpath)
        return elements
    }
}

/// Rectangles whose four corners have radii of their own (`UnevenRoundedRectangle`).
package enum UnevenCornerGeometry {
    /// The outline clockwise from the top edge. Each radius is clamped to half the shorter side;
    /// a continuous corner needs 1.53 radii of edge on both sides and falls back to a circular
    /// arc where it has not (as UIKit does for the even shape).
    package static func elements(in r: CGRect, topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat,
                                 topTrailing: CGFloat, style: RoundedCornerStyle) -> [Path.Element] {
        let limit = max(0, min(r.width, r.height) / 2)
        func clamp(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(0, radius), limit) : 0 }
        // Each corner maps (distance along the edge arriving at it, along the edge leaving it),
        // both measured from the corner, to a point.
        typealias Map = (CGFloat, CGFloat) -> CGPoint
        let corners: [(Map, CGFloat)] = [
            ({ a, b in CGPoint(x: r.maxX - a, y: r.minY + b) }, clamp(topTrailing)),
            ({ a, b in CGPoint(x: r.maxX - b, y: r.maxY - a) }, clamp(bottomTrailing)),
            ({ a, b in CGPoint(x: r.minX + a, y: r.maxY - b) }, clamp(bottomLeading)),
            ({ a, b in CGPoint(x: r.minX + b, y: r.minY + a) }, clamp(topLeading)),
        ]
        var elements: [Path.Element] = []
        var last = CGPoint.zero
        for (map, radius) in corners {
            let corner = cornerElements(map, radius: radius, continuous: style == .continuous && radius * RoundedRectGeometry.continuousReach <= limit)
            elements.append(contentsOf: corner)
            if case .curve(let end, _, _)? = corner.last { last = end } else if case .line(let end)? = corner.last { last = end }
        }
        return [.move(to: last)] + elements + [.closeSubpath]
    }

    private static func cornerElements(_ map: (CGFloat, CGFloat) -> CGPoint, radius: CGFloat, continuous: Bool) -> [Path.Element] {
        guard radius > 0 else { return [.line(to: map(0, 0))] }
        if continuous {
            let c = RoundedRectGeometry.continuousCorner.map { map($0.0 * radius, $0.1 * radius) }
            return [.line(to: c[0]), .curve(to: c[3], control1: c[1], control2: c[2]), .line(to: c[4]),
                    .curve(to: c[7], control1: c[5], control2: c[6]), .curve(to: c[10], control1: c[8], control2: c[9])]
        }
        let k = radius * (1 - quarterCircleKappa)
        return [.line(to: map(radius, 0)), .curve(to: map(0, radius), control1: map(k, 0), control2: map(0, k))]
    }
}

enum ArcGeometry {
    /// Cubic segments of at most a quarter turn each, starting with a move to the arc's start.
    static func elements(center: CGPoint, radius: CGFloat, start: Double, end: Double,
                         clockwise: Bool) -> [Path.Element] {
        guard radius.isFinite, start.isFinite, end.isFinite else { return [] }
        let fullTurn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            // Negative sweep; a zero or positive difference wraps around once, as CoreGraphics does.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var elements: [Path.Element] = [.move(to: point(start))]
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle))
            let c2 = CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
        return elements
    }

    /// The arc of `radius` tangent to p0→p1 and p1→p2 (PostScript's `arct`), preceded by a line.
    static func tangentArc(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat) -> [Path.Element] {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { return [.line(to: p1)] }
        let cosTheta = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let theta = acos(max(-1, min(1, cosTheta)))
        guard theta > 1e-9, theta < .pi - 1e-9 else { return [.line(to: p1)] }
        let distance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // Centre: along the bisector, at radius / sin(theta/2) from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(theta / 2)
        let centre = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        // The tangent arc is always the short way round (less than half a turn).
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep <= -.pi { sweep += 2 * .pi }
        var arc = elements(center: centre, radius: radius, start: a1, end: a2, clockwise: sweep < 0)
        arc[0] = .line(to: t1)
        return arc
    }
}
