import CPathClipping
import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as SwiftUI's `strokedPath(_:)`: a path
    /// whose filled region is the stroke, with the style's caps, joins, miter limit and dashes.
    ///
    /// The outline is polygons (curves flattened to within 0.01 pt, round caps and joins to
    /// within 0.01 pt). A miter beyond the limit is squared off at the limit, where Core Graphics
    /// bevels it at the corner: the two differ only at corners sharper than the limit allows.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        // Wider than any screen by far: round joins and caps of that radius would take the
        // clipping library millions of points, so such a stroke draws nothing.
        guard halfWidth.isFinite, halfWidth > 0, halfWidth <= Self.widestStroke / 2, style.miterLimit.isFinite else { return Path() }
        var polygons = PathPolygons(self)
        guard polygons.isUsable else { return Path() }
        if let dashed = polygons.dashed(style.dash, phase: style.dashPhase) { polygons = dashed }
        if style.lineJoin == .bevel { return Self.bevelledOutline(polygons, halfWidth: halfWidth, cap: style.lineCap) }
        let join = style.lineJoin == .round ? RR_JOIN_ROUND : RR_JOIN_MITER
        return PathClipping.run({ clipping in
            for subpath in polygons.subpaths {
                let end = subpath.isClosed ? RR_END_CLOSED_LINE : Self.end(style.lineCap)
                let xy = PathClipping.integers(subpath.points)
                xy.withUnsafeBufferPointer { rr_clipping_add_stroke(clipping, $0.baseAddress, subpath.points.count, join, end) }
            }
            return true
        }, {
            rr_clipping_stroke($0, Double(halfWidth * PathClipping.scale), Double(max(style.miterLimit, 1)),
                               Double(PathPolygons.tolerance * PathClipping.scale))
        })
    }

    /// The widest stroke outlined, in points.
    static let widestStroke: CGFloat = 100_000

    private static func end(_ cap: CGLineCap) -> rr_end {
        switch cap {
        case .butt: RR_END_BUTT
        case .round: RR_END_ROUND
        case .square: RR_END_SQUARE
        }
    }

    /// Bevel joins, which the clipping library lacks: each segment stroked on its own with butt
    /// ends, a triangle filling the outside of each corner between the segments' edges, and the
    /// caps at the ends of open subpaths, all united.
    private static func bevelledOutline(_ polygons: PathPolygons, halfWidth: CGFloat, cap: CGLineCap) -> Path {
        var segments = PathPolygons()
        var extras: [Element] = []
        for subpath in polygons.subpaths {
            var points = subpath.polyline
            if !subpath.isClosed, cap == .square, points.count > 1 {
                points[0] = extended(points[0], from: points[1], by: halfWidth)
                points[points.count - 1] = extended(points[points.count - 1], from: points[points.count - 2], by: halfWidth)
            }
            for index in 1..<points.count {
                segments.subpaths.append(.init(points: [points[index - 1], points[index]], isClosed: false))
            }
            let corners = subpath.isClosed ? Array(0..<(points.count - 1)) : Array(1..<max(1, points.count - 1))
            for index in corners {
                let before = points[index == 0 ? points.count - 2 : index - 1], vertex = points[index], after = points[index + 1]
                guard let incoming = normal(before, vertex), let outgoing = normal(vertex, after) else { continue }
                for side in [CGFloat(1), -1] {
                    extras += counterClockwise([vertex, offset(vertex, incoming, side * halfWidth), offset(vertex, outgoing, side * halfWidth)])
                }
            }
            if !subpath.isClosed, cap == .round, let first = points.first, let last = points.last {
                for end in [first, last] {
                    extras += Path(ellipseIn: CGRect(x: end.x - halfWidth, y: end.y - halfWidth,
                                                     width: 2 * halfWidth, height: 2 * halfWidth)).elements
                }
            }
        }
        let body = PathClipping.run({ clipping in
            for subpath in segments.subpaths {
                let xy = PathClipping.integers(subpath.points)
                xy.withUnsafeBufferPointer { rr_clipping_add_stroke(clipping, $0.baseAddress, 2, RR_JOIN_MITER, RR_END_BUTT) }
            }
            return true
        }, { rr_clipping_stroke($0, Double(halfWidth * PathClipping.scale), 2, Double(PathPolygons.tolerance * PathClipping.scale)) })
        return extras.isEmpty ? body : body.union(Path(elements: extras))
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint) -> (dx: CGFloat, dy: CGFloat)? {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { return nil }
        return (dx: -(b.y - a.y) / length, dy: (b.x - a.x) / length)
    }

    private static func offset(_ point: CGPoint, _ normal: (dx: CGFloat, dy: CGFloat), _ distance: CGFloat) -> CGPoint {
        CGPoint(x: point.x + normal.dx * distance, y: point.y + normal.dy * distance)
    }

    private static func extended(_ end: CGPoint, from inner: CGPoint, by distance: CGFloat) -> CGPoint {
        let length = hypot(end.x - inner.x, end.y - inner.y)
        guard length > 0 else { return end }
        return CGPoint(x: end.x + (end.x - inner.x) / length * distance, y: end.y + (end.y - inner.y) / length * distance)
    }

    /// A triangle as a closed subpath wound one way, so triangles that overlap add up under the
    /// non-zero rule instead of cancelling.
    private static func counterClockwise(_ triangle: [CGPoint]) -> [Element] {
        let (a, b, c) = (triangle[0], triangle[1], triangle[2])
        let area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        guard area != 0 else { return [] }
        let ordered = area > 0 ? [a, b, c] : [a, c, b]
        return [.move(to: ordered[0]), .line(to: ordered[1]), .line(to: ordered[2]), .closeSubpath]
    }
}

extension PathPolygons {
    /// The most dash patterns a path is cut into.
    static let mostDashes: CGFloat = 100_000

    /// The length of all the subpaths, closing segments included.
    var length: CGFloat {
        subpaths.reduce(0) { total, subpath in
            let points = subpath.polyline
            return total + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// The subpaths cut into dashes: `pattern` alternates on and off lengths, starting `phase`
    /// into it, anew at each subpath, as Core Graphics dashes. Nil (no dashing) for an empty
    /// pattern, or one with a negative, non-finite or all-zero length, as a stroke draws solid.
    func dashed(_ pattern: [CGFloat], phase: CGFloat) -> PathPolygons? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return nil }
        let lengths = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
        let total = lengths.reduce(0, +)
        guard total > 0 else { return nil }
        // A pattern so fine that the path would be cut into more than `mostDashes` pieces is
        // drawn solid, rather than spend minutes and gigabytes on dashes no pixel can show.
        guard length / total <= Self.mostDashes else { return nil }
        var result = PathPolygons()
        for subpath in subpaths {
            let points = subpath.polyline
            // Where in the pattern the subpath starts.
            var index = 0
            var left = lengths[0]
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= left { skip -= left; index = (index + 1) % lengths.count; left = lengths[index] } else { left -= skip; skip = 0 }
            }
            var piece: [CGPoint] = index.isMultiple(of: 2) ? [points[0]] : []
            for step in 1..<points.count {
                var from = points[step - 1]
                let to = points[step]
                var remaining = hypot(to.x - from.x, to.y - from.y)
                while remaining > 0 {
                    let move = min(left, remaining)
                    let t = move / remaining
                    let next = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    if index.isMultiple(of: 2) { piece.append(next) }
                    remaining -= move
                    left -= move
                    from = next
                    if left <= 0 {
                        if index.isMultiple(of: 2), piece.count > 1 { result.subpaths.append(.init(points: piece, isClosed: false)) }
                        index = (index + 1) % lengths.count
                        left = lengths[index]
                        piece = index.isMultiple(of: 2) ? [from] : []
                    }
                }
            }
            if index.isMultiple(of: 2), piece.count > 1 { result.subpaths.append(.init(points: piece, isClosed: false)) }
        }
        return result
    }
}
