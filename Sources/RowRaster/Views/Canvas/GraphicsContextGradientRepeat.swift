/// `GradientOptions.repeat` and `.mirror`: the colour ramp tiled along the gradient beyond
/// its end points. The raster stage extends a gradient flat past its ends, so a repeating
/// gradient is drawn as one flat-extended gradient wide enough to cover what is filled, with
/// the ramp's stops copied into every period (reversed in odd periods when mirrored).
enum GradientRepeat {
    /// More periods than any sensible drawing needs; past them the ramp extends flat.
    static let maximumPeriods = 1000

    /// Stops of periods `first ..< first + count` (period 0 is the ramp itself), located in
    /// 0…1 over those periods.
    static func stops(_ ramp: [GradientStop], periods first: Int, count: Int, mirror: Bool) -> [GradientStop] {
        var result: [GradientStop] = []
        result.reserveCapacity(ramp.count * count)
        for index in 0..<count {
            let period = first + index
            let reversed = mirror && period % 2 != 0
            let stops = reversed ? ramp.reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) } : ramp
            for stop in stops {
                result.append(GradientStop(color: stop.color, location: (Double(index) + stop.location) / Double(count)))
            }
        }
        return result
    }

    /// The ramp's colour at `location` (0…1), mixed linearly between its stops.
    static func color(of ramp: [GradientStop], at location: Double) -> RGBAColor {
        guard let first = ramp.first, let last = ramp.last else { return .clear }
        if location <= first.location { return first.color }
        for (a, b) in zip(ramp, ramp.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (location - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                             blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }

    /// A linear gradient from `start` to `end` repeating over `bounds`; nil when it cannot
    /// repeat (no length, or not finite), so it is drawn flat-extended.
    static func linear(_ ramp: [GradientStop], start: CGPoint, end: CGPoint, mirror: Bool, bounds: CGRect) -> Paint? {
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0, length2.isFinite, !bounds.isNull, !bounds.isInfinite else { return nil }
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let ts = corners.map { Double((($0.x - start.x) * dx + ($0.y - start.y) * dy) / length2) }
        guard let low = ts.min(), let high = ts.max(), low.isFinite, high.isFinite else { return nil }
        let first = Int(max(-Double(maximumPeriods), min(0, low).rounded(.down)))
        let last = Int(min(Double(maximumPeriods), max(1, high).rounded(.up)))
        func point(_ t: Int) -> CGPoint { CGPoint(x: start.x + CGFloat(t) * dx, y: start.y + CGFloat(t) * dy) }
        return .linearGradient(stops(ramp, periods: first, count: last - first, mirror: mirror), start: point(first), end: point(last))
    }

    /// A radial gradient from `r0` to `r1` around `center` repeating out to `bounds`' far
    /// corner and in to the centre; nil when it cannot repeat.
    static func radial(_ ramp: [GradientStop], center: CGPoint, r0: CGFloat, r1: CGFloat, mirror: Bool, bounds: CGRect) -> Paint? {
        let width = Double(r1 - r0)
        guard width > 0, width.isFinite, r0 >= 0, !bounds.isNull, !bounds.isInfinite else { return nil }
        let reach = [bounds.minX, bounds.maxX].flatMap { x in [bounds.minY, bounds.maxY].map { y in hypot(x - center.x, y - center.y) } }.max() ?? 0
        let outer = Double(reach - r0) / width
        let inner = -Double(r0) / width
        guard outer.isFinite, inner.isFinite else { return nil }
        let first = Int(max(-Double(maximumPeriods), inner.rounded(.down)))
        let last = Int(min(Double(maximumPeriods), max(1, outer).rounded(.up)))
        var tiled = stops(ramp, periods: first, count: last - first, mirror: mirror)
        // Radii cannot go below zero: start the gradient at the centre, cutting the periods
        // there, with the colour the ramp has at the cut.
        let cut = max(0, (inner - Double(first)) / Double(last - first))
        if cut > 0 {
            let edge = color(of: tiled, at: cut)
            tiled = [GradientStop(color: edge, location: 0)] + tiled.filter { $0.location > cut }.map {
                GradientStop(color: $0.color, location: ($0.location - cut) / (1 - cut))
            }
        }
        let start = max(0, CGFloat(Double(r0) + Double(first) * width))
        let end = CGFloat(Double(r0) + Double(last) * width)
        return .radialGradient(tiled, center: center, startRadius: start, endRadius: end, scale: CGSize(width: 1, height: 1))
    }
}
