/// A vector symbol in a design box whose height is 100 units (a 100-point symbol). Hand-drawn
/// symbols stroke centre lines with a width taken from the font weight; symbols read from
/// bootstrap-icons are filled outlines of a fixed weight.
struct SymbolDrawing: Sendable {
    enum Part: Sendable {
        /// A filled outline (even-odd when `evenOdd`, for holes such as a ring's).
        case fill(Path, evenOdd: Bool)
        /// A centre line stroked with the weight's width and round caps and joins.
        case stroke(Path)
        /// A glyph cut out of what was drawn before (the mark inside a `.fill` variant's disc).
        /// In the layered rendering modes the glyph is then painted in its own layer's style.
        case knockoutFill(Path)
        case knockoutStroke(Path)
        /// A gap cut out of what was drawn before and never painted (beside a `.slash`).
        case cut(Path)

        var isKnockout: Bool {
            switch self {
            case .knockoutFill, .knockoutStroke, .cut: return true
            default: return false
            }
        }

        var path: Path {
            switch self {
            case .fill(let path, _), .stroke(let path), .knockoutFill(let path), .knockoutStroke(let path), .cut(let path):
                return path
            }
        }

        func applying(_ transform: CGAffineTransform) -> Part {
            switch self {
            case .fill(let path, let evenOdd): return .fill(path.applying(transform), evenOdd: evenOdd)
            case .stroke(let path): return .stroke(path.applying(transform))
            case .knockoutFill(let path): return .knockoutFill(path.applying(transform))
            case .knockoutStroke(let path): return .knockoutStroke(path.applying(transform))
            case .cut(let path): return .cut(path.applying(transform))
            }
        }

        /// The part as a knockout: cut out of a filled ground instead of drawn on it.
        var knockedOut: Part {
            switch self {
            case .fill(let path, _): return .knockoutFill(path)
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

    /// The union of the parts' bounds (stroked parts without their width), in design units.
    var bounds: CGRect {
        parts.reduce(CGRect.null) { $0.union($1.path.boundingRect) }
    }

    /// Stroke width in design units for a font weight: thin strokes at ultraLight, heavy at black.
    static func strokeWidth(for weight: Font.Weight) -> CGFloat {
        let table: [Int: CGFloat] = [100: 3.5, 200: 4.5, 300: 6.5, 400: 8.5, 500: 9.5, 600: 10.5, 700: 12, 800: 13.5, 900: 15]
        return table[weight.value] ?? 8.5
    }
}

/// Path-building helpers in design units.
extension Path {
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
