/// A vector symbol in a design box whose height is 100 units (a 100-point symbol); strokes
/// take their width from the font weight when drawn.
struct SymbolDrawing {
    enum Part {
        /// A filled outline (even-odd when `evenOdd`, for holes such as a ring's).
        case fill(Path, evenOdd: Bool)
        /// A centre line stroked with the weight's width and round caps and joins.
        case stroke(Path)
        /// Cut out of what was drawn before (the glyph inside a `.fill` variant's disc).
        case knockoutFill(Path)
        case knockoutStroke(Path)

        var isKnockout: Bool {
            switch self {
            case .knockoutFill, .knockoutStroke: return true
            default: return false
            }
        }
    }

    /// Width of the design box (its height is 100).
    var width: CGFloat
    var parts: [Part]

    static let designHeight: CGFloat = 100

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
