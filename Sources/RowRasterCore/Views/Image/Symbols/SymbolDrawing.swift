/// A vector symbol in a design box whose height is 100 units (a 100-point symbol). Hand-drawn
/// symbols stroke centre lines with a width taken from the font weight; symbols read from
/// bootstrap-icons are filled outlines of a fixed weight.
package struct SymbolDrawing: Sendable {
    enum Part: Sendable {
        /// A filled outline (even-odd when `evenOdd`, for holes such as a ring's).
        case fill(Path, evenOdd: Bool)
        /// A centre line stroked with the weight's width and round caps and joins.
        case stroke(Path)
        /// A glyph cut out of what was drawn before (the mark inside a `.fill` variant's disc).
        /// In the layered rendering modes the glyph is then painted in its own layer's style.
        case knockoutFill(Path)
        /// As `knockoutFill`, with the even-odd rule (a glyph with holes of its own).
        case knockoutEvenOddFill(Path)
        case knockoutStroke(Path)
        /// A gap cut out of what was drawn before and never painted (beside a `.slash`).
        case cut(Path)

        var isKnockout: Bool {
            switch self {
            case .knockoutFill, .knockoutEvenOddFill, .knockoutStroke, .cut: return true
            default: return false
            }
        }

        /// Whether drawing the part removes pixels. A cut of no area (a line marking a box that
        /// an enclosure lays a letter or a number out by) removes none, so it is not drawn, and
        /// a symbol with no other knockout needs no compositing group of its own.
        var removesPixels: Bool {
            guard case .cut(let path) = self else { return isKnockout }
            let bounds = path.curveBounds
            return !bounds.isNull && bounds.width > 0 && bounds.height > 0
        }

        var path: Path {
            switch self {
            case .fill(let path, _), .stroke(let path), .knockoutFill(let path), .knockoutEvenOddFill(let path),
                 .knockoutStroke(let path), .cut(let path):
                return path
            }
        }

        func applying(_ transform: CGAffineTransform) -> Part {
            switch self {
            case .fill(let path, let evenOdd): return .fill(path.applying(transform), evenOdd: evenOdd)
            case .stroke(let path): return .stroke(path.applying(transform))
            case .knockoutFill(let path): return .knockoutFill(path.applying(transform))
            case .knockoutEvenOddFill(let path): return .knockoutEvenOddFill(path.applying(transform))
            case .knockoutStroke(let path): return .knockoutStroke(path.applying(transform))
            case .cut(let path): return .cut(path.applying(transform))
            }
        }

        /// The part as a knockout: cut out of a filled ground instead of drawn on it.
        var knockedOut: Part {
            switch self {
            case .fill(let path, let evenOdd): return evenOdd ? .knockoutEvenOddFill(path) : .knockoutFill(path)
            case .stroke(let path): return .knockoutStroke(path)
            default: return self
            }
        }
    }

    /// Width of the design box (its height is 100).
    var width: CGFloat
    private(set) var parts: [Part]
    /// The layer of each part, for the hierarchical, palette and multicolor rendering modes.
    private(set) var layers: [SymbolLayer]

    static let designHeight: CGFloat = 100

    /// A drawing whose layers follow the enclosure rule (`SymbolLayer.assign`).
    init(width: CGFloat, parts: [Part]) {
        self.width = width
        self.parts = parts
        layers = SymbolLayer.assign(parts)
    }

    /// A drawing with each part's layer given.
    init(width: CGFloat, layeredParts: [(SymbolLayer, Part)]) {
        self.width = width
        parts = layeredParts.map(\.1)
        layers = layeredParts.map(\.0)
    }

    var layeredParts: [(SymbolLayer, Part)] { Array(zip(layers, parts)) }

    /// The union of the parts' outlines' bounds (stroked parts without their width), in
    /// design units: the curves' extremes, not their control points, which in some icons lie
    /// far outside the shape (bootstrap's heart reaches 23.5 of its 16 units).
    var bounds: CGRect {
        parts.reduce(CGRect.null) { $0.union($1.path.curveBounds) }
    }

    /// Stroke width in design units for a font weight: thin strokes at ultraLight, heavy at black.
    static func strokeWidth(for weight: Font.Weight) -> CGFloat {
        let table: [Int: CGFloat] = [100: 3.5, 200: 4.5, 300: 6.5, 400: 8.5, 500: 9.5, 600: 10.5, 700: 12, 800: 13.5, 900: 15]
        return table[weight.value] ?? 8.5
    }
}

/// Path-building helpers in design units.
extension Path {
    /// The smallest rectangle holding the path's outline: each curve's end points and the
    /// extremes between them (where its derivative is zero on an axis).
    var curveBounds: CGRect {
        if case .elements = storage {} else { return boundingRect }
        var rect = CGRect.null
        var current = CGPoint.zero, start = CGPoint.zero
        func add(_ p: CGPoint) { rect = rect.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
        /// Parameters in (0, 1) where a cubic's coordinate (a, b, c, d) has a zero derivative.
        func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb].filter { $0 > 0 && $0 < 1 } }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)].filter { $0 > 0 && $0 < 1 }
        }
        func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            add(p3)
            for t in extremes(p0.x, p1.x, p2.x, p3.x) + extremes(p0.y, p1.y, p2.y, p3.y) {
                let u = 1 - t
                add(CGPoint(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                            y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let p): add(p); current = p; start = p
            case .line(let p): add(current); add(p); current = p
            case .quadCurve(let p, let c):
                // A quadratic is the cubic with controls two thirds of the way to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                add(current); cubic(current, c1, c2, p); current = p
            case .curve(let p, let c1, let c2): add(current); cubic(current, c1, c2, p); current = p
            case .closeSubpath: current = start
            }
        }
        return rect
    }

    static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Path {
        Path { path in
            guard let first = points.first else { return }
            path.move(to: CGPoint(x: first.0, y: first.1))
            for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
            if closed { path.closeSubpath() }
        }
    }

    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }
}
