import CPathClipping
import Foundation

/// The bridge to the clipping library (Debian's Clipper, through `CPathClipping`): polygons in,
/// polygons out, in integer coordinates of `scale` units to the point.
enum PathClipping {
    /// Units to the point: a thousandth of a point is finer than any pixel a row is drawn at.
    static let scale: CGFloat = 1024
    /// The largest coordinate, in points, the library is given (its 62-bit range, with room for
    /// stroke outlines around it).
    static let limit: CGFloat = 1e12

    /// What the library computed from the polygons an `add` closure gave it, as a path; an
    /// empty path when the input was unusable or the library refused it.
    static func run(_ add: (OpaquePointer) -> Bool, _ operate: (OpaquePointer) -> Int32) -> Path {
        guard let clipping = rr_clipping_new() else { return Path() }
        defer { rr_clipping_free(clipping) }
        guard add(clipping), operate(clipping) == 0 else { return Path() }
        return result(of: clipping)
    }

    /// Adds a polygon (or an open line) to the subject or the clip.
    static func add(_ points: [CGPoint], to clipping: OpaquePointer, asClip: Bool, closed: Bool) {
        let xy = integers(points)
        xy.withUnsafeBufferPointer { rr_clipping_add(clipping, asClip ? 1 : 0, closed ? 1 : 0, $0.baseAddress, points.count) }
    }

    static func integers(_ points: [CGPoint]) -> [Int64] {
        var xy: [Int64] = []
        xy.reserveCapacity(points.count * 2)
        for point in points {
            xy.append(Int64((point.x * scale).rounded()))
            xy.append(Int64((point.y * scale).rounded()))
        }
        return xy
    }

    private static func result(of clipping: OpaquePointer) -> Path {
        var result = PathPolygons()
        for index in 0..<rr_clipping_result_count(clipping) {
            let count = rr_clipping_result_length(clipping, index)
            guard count > 1, let xy = rr_clipping_result_points(clipping, index) else { continue }
            let points = (0..<count).map { CGPoint(x: CGFloat(xy[2 * $0]) / scale, y: CGFloat(xy[2 * $0 + 1]) / scale) }
            result.subpaths.append(.init(points: points, isClosed: rr_clipping_result_is_open(clipping, index) == 0))
        }
        return result.path
    }
}

extension Path {
    /// The regions this path or `other` fills, as SwiftUI's `union(_:eoFill:)`. Both are filled
    /// by the non-zero rule, or by the even-odd rule when `eoFill` is true; the result is
    /// polygons (curves flattened to within 0.01 pt).
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combining(other, RR_CLIP_UNION, eoFill: eoFill)
    }

    /// The regions both this path and `other` fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combining(other, RR_CLIP_INTERSECTION, eoFill: eoFill)
    }

    /// The regions this path fills and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combining(other, RR_CLIP_DIFFERENCE, eoFill: eoFill)
    }

    /// The regions exactly one of this path and `other` fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combining(other, RR_CLIP_XOR, eoFill: eoFill)
    }

    /// This path's lines (each subpath as a line, closed ones with their closing segment) where
    /// they lie inside the region `other` fills: open subpaths, to be stroked.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        cuttingLines(by: other, RR_CLIP_INTERSECTION, eoFill: eoFill)
    }

    /// This path's lines where they lie outside the region `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        cuttingLines(by: other, RR_CLIP_DIFFERENCE, eoFill: eoFill)
    }

    /// The region the path fills as non-overlapping polygons (a weakly simple path), as
    /// SwiftUI's `normalized(eoFill:)`.
    public func normalized(eoFill: Bool = true) -> Path {
        combining(Path(), RR_CLIP_UNION, eoFill: eoFill)
    }

    private func combining(_ other: Path, _ operation: rr_clip_operation, eoFill: Bool) -> Path {
        let subject = PathPolygons(self), clip = PathPolygons(other)
        return PathClipping.run({ clipping in
            guard subject.isUsable, clip.isUsable else { return false }
            for subpath in subject.subpaths { PathClipping.add(subpath.points, to: clipping, asClip: false, closed: true) }
            for subpath in clip.subpaths { PathClipping.add(subpath.points, to: clipping, asClip: true, closed: true) }
            return true
        }, { rr_clipping_execute($0, operation, eoFill ? 1 : 0) })
    }

    private func cuttingLines(by other: Path, _ operation: rr_clip_operation, eoFill: Bool) -> Path {
        let lines = PathPolygons(self), clip = PathPolygons(other)
        let pieces = PathClipping.run({ clipping in
            guard lines.isUsable, clip.isUsable else { return false }
            for subpath in lines.subpaths {
                PathClipping.add(subpath.polyline, to: clipping, asClip: false, closed: false)
            }
            for subpath in clip.subpaths { PathClipping.add(subpath.points, to: clipping, asClip: true, closed: true) }
            return true
        }, { rr_clipping_execute($0, operation, eoFill ? 1 : 0) })
        return lines.orienting(pieces)
    }
}

extension PathPolygons {
    /// `pieces` (open lines cut from these subpaths) each running the way its subpath runs: the
    /// library may hand a piece back reversed, and a line's direction shows in its dashes and
    /// caps. A piece runs forwards when its end lies farther along the subpath than its start.
    func orienting(_ pieces: Path) -> Path {
        var cut = PathPolygons(pieces)
        let lines = subpaths.map(\.polyline)
        for index in cut.subpaths.indices {
            let points = cut.subpaths[index].points
            if let start = Self.position(of: points[0], along: lines), let end = Self.position(of: points[points.count - 1], along: lines),
               (start.line, start.distance) > (end.line, end.distance) {
                cut.subpaths[index].points.reverse()
            }
        }
        return cut.path
    }

    /// Which line `point` lies on (the nearest) and how far along it.
    private static func position(of point: CGPoint, along lines: [[CGPoint]]) -> (line: Int, distance: CGFloat)? {
        var best: (line: Int, distance: CGFloat, gap: CGFloat)?
        for (index, line) in lines.enumerated() {
            var travelled: CGFloat = 0
            for step in 1..<max(1, line.count) {
                let a = line[step - 1], b = line[step]
                let length = hypot(b.x - a.x, b.y - a.y)
                let t = length > 0 ? min(max(((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / (length * length), 0), 1) : 0
                let gap = hypot(a.x + (b.x - a.x) * t - point.x, a.y + (b.y - a.y) * t - point.y)
                if best == nil || gap < best!.gap { best = (index, travelled + t * length, gap) }
                travelled += length
            }
        }
        return best.map { ($0.line, $0.distance) }
    }
}
