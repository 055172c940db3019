import CCairo
import Foundation
import RowRasterDisplay

extension Path {
    /// Replaces the current Cairo path with this path.
    func addToCairo(_ cr: OpaquePointer) {
        cairo_new_path(cr)
        switch storage {
        case .empty:
            return
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        default:
            var current = CGPoint.zero
            var subpathStart = CGPoint.zero
            for element in elements {
                switch element {
                case .move(let p):
                    cairo_move_to(cr, p.x, p.y); current = p; subpathStart = p
                case .line(let p):
                    cairo_line_to(cr, p.x, p.y); current = p
                case .quadCurve(let p, let c):
                    // Cairo has only cubics: raise the quadratic's degree.
                    let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
                case .curve(let p, let c1, let c2):
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
                case .closeSubpath:
                    cairo_close_path(cr); current = subpathStart
                }
            }
        }
    }
}

extension Path {
    /// Whether Cairo would paint `point` when filling this path (nonzero winding, or
    /// even-odd); Cairo flattens curves to within 0.1 of the true outline for the test.
    package func cairoFillContains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !isEmpty,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        defer { cairo_destroy(cr) }
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        addToCairo(cr)
        return cairo_in_fill(cr, point.x, point.y) != 0
    }
}
