import Foundation

/// Why SVG path data could not be read: what was wrong and at which character.
struct SVGPathError: Error, Hashable, CustomStringConvertible {
    /// Offset (in UTF-8 bytes) into the path data where reading stopped.
    let offset: Int
    let reason: String

    var description: String { "SVG path data at offset \(offset): \(reason)" }
}

/// Reads the `d` attribute of an SVG `<path>` (SVG 1.1 §8.3) into a `Path`: every command
/// (M L H V C S Q T A Z), absolute and relative, implicit repetitions (`M` followed by more
/// pairs draws lines), compact numbers (`.5.5`, `-1-2`, `1e-3`) and arc flags written without
/// separators (`a1 1 0 011 1`). Elliptical arcs become cubic Béziers, so the result uses only
/// the element kinds the display list knows.
///
/// Malformed data throws `SVGPathError`; it never traps.
struct SVGPathData {
    private let bytes: [UInt8]
    private var index = 0
    private var elements: [Path.Element] = []
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The second control point of the last cubic (for `S`) or the control of the last
    /// quadratic (for `T`); nil when the last command was not of that family.
    private var lastCubicControl: CGPoint?
    private var lastQuadControl: CGPoint?

    private init(_ data: String) { bytes = Array(data.utf8) }

    /// The path the data describes.
    static func parse(_ data: String) throws(SVGPathError) -> Path {
        var parser = SVGPathData(data)
        try parser.run()
        return Path(elements: parser.elements)
    }

    private mutating func run() throws(SVGPathError) {
        skipSeparators()
        guard index < bytes.count else { return }
        guard let first = peekCommand(), first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw SVGPathError(offset: index, reason: "path data must start with a moveto (M or m)")
        }
        var command = first
        while true {
            skipSeparators()
            if index >= bytes.count { return }
            if let next = peekCommand() {
                command = next
                index += 1
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: index, reason: "a number after closepath (Z) needs a command first")
            }
            try perform(command)
            // After a moveto's first pair, further pairs are implicit linetos.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
    }

    private mutating func perform(_ command: UInt8) throws(SVGPathError) {
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let point = try readPoint(relativeTo: base)
            elements.append(.move(to: point))
            current = point
            subpathStart = point
        case UInt8(ascii: "l"):
            lineTo(try readPoint(relativeTo: base))
        case UInt8(ascii: "h"):
            lineTo(CGPoint(x: try readNumber() + base.x, y: current.y))
        case UInt8(ascii: "v"):
            lineTo(CGPoint(x: current.x, y: try readNumber() + base.y))
        case UInt8(ascii: "c"):
            let c1 = try readPoint(relativeTo: base), c2 = try readPoint(relativeTo: base), end = try readPoint(relativeTo: base)
            curveTo(end, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "s"):
            // The first control point mirrors the previous cubic's second one, or is the current point.
            let c1 = lastCubicControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let c2 = try readPoint(relativeTo: base), end = try readPoint(relativeTo: base)
            curveTo(end, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let control = try readPoint(relativeTo: base), end = try readPoint(relativeTo: base)
            quadTo(end, control)
            quadControl = control
        case UInt8(ascii: "t"):
            let control = lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            quadTo(try readPoint(relativeTo: base), control)
            quadControl = control
        case UInt8(ascii: "a"):
            let rx = try readNumber(), ry = try readNumber(), rotation = try readNumber()
            let largeArc = try readFlag(), sweep = try readFlag()
            let end = try readPoint(relativeTo: base)
            ensureSubpath()
            elements += SVGArc.curves(from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation,
                                      largeArc: largeArc, sweep: sweep)
            current = end
        case UInt8(ascii: "z"):
            elements.append(.closeSubpath)
            current = subpathStart
        default:
            throw SVGPathError(offset: index - 1, reason: "unknown command '\(Character(Unicode.Scalar(command)))'")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// A drawing command right after a closepath starts from the closed subpath's start.
    private mutating func ensureSubpath() {
        if case .closeSubpath? = elements.last { elements.append(.move(to: current)) }
        if elements.isEmpty { elements.append(.move(to: current)) }
    }

    private mutating func lineTo(_ point: CGPoint) {
        ensureSubpath()
        elements.append(.line(to: point))
        current = point
    }

    private mutating func curveTo(_ end: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        ensureSubpath()
        elements.append(.curve(to: end, control1: c1, control2: c2))
        current = end
    }

    private mutating func quadTo(_ end: CGPoint, _ control: CGPoint) {
        ensureSubpath()
        elements.append(.quadCurve(to: end, control: control))
        current = end
    }

    // MARK: Tokens

    private func isCommandLetter(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    /// The command letter at the cursor, if there is one (an `e` is part of a number, not a command).
    private func peekCommand() -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if isCommandLetter(byte) { return byte }
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        return isLetter ? byte : nil
    }

    private mutating func skipSeparators() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ","): index += 1
            default: return
            }
        }
    }

    private mutating func readPoint(relativeTo base: CGPoint) throws(SVGPathError) -> CGPoint {
        let x = try readNumber()
        let y = try readNumber()
        return CGPoint(x: base.x + x, y: base.y + y)
    }

    /// An arc flag: a single `0` or `1`, which may run straight into the next number.
    private mutating func readFlag() throws(SVGPathError) -> Bool {
        skipSeparators()
        guard index < bytes.count else { throw SVGPathError(offset: index, reason: "the data ends where an arc flag (0 or 1) was expected") }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw SVGPathError(offset: index, reason: "an arc flag must be 0 or 1")
        }
    }

    /// A number: optional sign, digits with at most one point, optional exponent. A second
    /// point or a sign ends the number (`.5.5` is two numbers, `1-2` is 1 and -2).
    private mutating func readNumber() throws(SVGPathError) -> CGFloat {
        skipSeparators()
        let start = index
        func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while digit(index) { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while digit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            let what = start < bytes.count ? "'\(Character(Unicode.Scalar(bytes[start])))'" : "the end of the data"
            throw SVGPathError(offset: start, reason: "expected a number, found \(what)")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if digit(end) {
                while digit(end) { end += 1 }
                index = end
            }
        }
        guard let text = String(bytes: bytes[start..<index], encoding: .ascii), let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, reason: "a number out of range")
        }
        return CGFloat(value)
    }
}

/// SVG elliptical arcs as cubic Béziers (SVG 1.1 implementation notes F.6.5 and F.6.6).
enum SVGArc {
    static func curves(from start: CGPoint, to end: CGPoint, rx rxIn: CGFloat, ry ryIn: CGFloat,
                       rotationDegrees: CGFloat, largeArc: Bool, sweep: Bool) -> [Path.Element] {
        // F.6.2: identical end points draw nothing; a zero radius draws a straight line.
        if start == end { return [] }
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 { return [.line(to: end)] }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's own frame, centred between the ends.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        // F.6.6: radii too small to reach are scaled up until they just do.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        // F.6.5.2: the centre in that frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var factor = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxp = factor * rx * y1p / ry
        let cyp = -factor * ry * x1p / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep.
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
        var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // Quarter turns at most per curve keep the approximation's error below 0.03 %.
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        func point(_ t: CGFloat) -> CGPoint {
            CGPoint(x: cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, y: cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: CGFloat) -> CGPoint {
            CGPoint(x: -rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, y: -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        var result: [Path.Element] = []
        var t = theta1
        for index in 0..<segments {
            let t2 = t + step
            let p1 = point(t), p2 = index == segments - 1 ? end : point(t2)
            let d1 = derivative(t), d2 = derivative(t2)
            result.append(.curve(to: p2, control1: CGPoint(x: p1.x + k * d1.x, y: p1.y + k * d1.y),
                                 control2: CGPoint(x: p2.x - k * d2.x, y: p2.y - k * d2.y)))
            t = t2
        }
        return result
    }
}
