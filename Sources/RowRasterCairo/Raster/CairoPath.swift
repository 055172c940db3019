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
