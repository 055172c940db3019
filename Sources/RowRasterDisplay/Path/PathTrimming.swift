import Foundation

/// A piece of a path as a cubic Bézier (lines and quadratic curves are raised to cubics), with
/// whether it begins a new subpath.
private struct TrimSegment {
    var p0, c1, c2, p3: CGPoint
    var isLine: Bool
    var startsSubpath: Bool

    func point(_ t: CGFloat) -> CGPoint { CubicBezier(p0, c1, c2, p3).point(t) }

    /// Cumulative chord lengths at `steps` even parameter steps: the arc-length table.
    func lengths(steps: Int) -> [CGFloat] {
        if isLine { return [0, hypot(p3.x - p0.x, p3.y - p0.y)] }
        var table: [CGFloat] = [0]
        var previous = p0
        for index in 1...steps {
            let next = point(CGFloat(index) / CGFloat(steps))
            table.append(table[index - 1] + hypot(next.x - previous.x, next.y - previous.y))
            previous = next
        }
        return table
    }

    /// The part between parameters t0 and t1 (de Casteljau, twice).
    func part(_ t0: CGFloat, _ t1: CGFloat) -> TrimSegment {
        if isLine {
            func lerp(_ t: CGFloat) -> CGPoint { CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t) }
            return TrimSegment(p0: lerp(t0), c1: lerp(t0), c2: lerp(t1), p3: lerp(t1), isLine: true, startsSubpath: false)
        }
        let tail = split(self, at: t0).1
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return split(tail, at: local).0
    }

    private func split(_ s: TrimSegment, at t: CGFloat) -> (TrimSegment, TrimSegment) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = mix(s.p0, s.c1), bc = mix(s.c1, s.c2), cd = mix(s.c2, s.p3)
        let abc = mix(ab, bc), bcd = mix(bc, cd), mid = mix(abc, bcd)
        return (TrimSegment(p0: s.p0, c1: ab, c2: abc, p3: mid, isLine: false, startsSubpath: false),
                TrimSegment(p0: mid, c1: bcd, c2: cd, p3: s.p3, isLine: false, startsSubpath: false))
    }
}

extension Path {
    /// The part of the path between fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)` (closing lines count as part of the length). Lengths of curves
    /// are measured along 32 chords, well under a pixel for any row-sized curve.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isFinite ? min(1, max(0, from)) : 0, end = to.isFinite ? min(1, max(0, to)) : 0
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        let segments = trimSegments()
        let tables = segments.map { $0.lengths(steps: 32) }
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return Path() }
        let a = start * total, b = end * total
        var result = Path()
        var offset: CGFloat = 0
        var connected = false
        for (segment, table) in zip(segments, tables) {
            let length = table.last ?? 0
            defer { offset += length }
            if segment.startsSubpath { connected = false }
            let lower = max(a, offset), upper = min(b, offset + length)
            guard upper > lower else {
                // A zero-length piece (a move's twin) inside the range keeps the outline joined.
                if length > 0 { connected = false }
                continue
            }
            let piece = segment.part(parameter(lower - offset, in: table), parameter(upper - offset, in: table))
            if !connected { result.move(to: piece.p0) }
            if segment.isLine { result.addLine(to: piece.p3) } else { result.addCurve(to: piece.p3, control1: piece.c1, control2: piece.c2) }
            connected = true
        }
        return result
    }

    /// The Bézier parameter at arc length `distance` into a segment, from its table.
    private func parameter(_ distance: CGFloat, in table: [CGFloat]) -> CGFloat {
        let steps = table.count - 1
        guard let length = table.last, length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        var index = 1
        while index < steps, table[index] < distance { index += 1 }
        let span = table[index] - table[index - 1]
        let fraction = span > 0 ? (distance - table[index - 1]) / span : 0
        return (CGFloat(index - 1) + fraction) / CGFloat(steps)
    }

    private func trimSegments() -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var pendingMove = true
        func add(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, line: Bool) {
            segments.append(TrimSegment(p0: current, c1: c1, c2: c2, p3: end, isLine: line, startsSubpath: pendingMove))
            pendingMove = false
            current = end
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p; pendingMove = true
            case .line(let p):
                add(current, p, p, line: true)
            case .quadCurve(let p, let c):
                let cubic = CubicBezier(quadraticFrom: current, control: c, to: p)
                add(cubic.c1, cubic.c2, p, line: false)
            case .curve(let p, let c1, let c2):
                add(c1, c2, p, line: false)
            case .closeSubpath:
                if current != subpathStart { add(current, subpathStart, subpathStart, line: true) }
                current = subpathStart
                pendingMove = true
            }
        }
        return segments
    }
}
