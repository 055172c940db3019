import CCairo
import Foundation
import RowRasterDisplay

extension Paint {
    /// A paint with the same coverage (alpha) everywhere this one has: a gradient whose stops
    /// share one opacity becomes a solid colour, which is far cheaper to rasterize into a mask.
    var coverage: Paint {
        guard let stops, let first = stops.first, stops.allSatisfy({ $0.color.opacity == first.color.opacity }) else {
            return self
        }
        return .color(RGBAColor(red: 0, green: 0, blue: 0, opacity: first.color.opacity))
    }
}

/// Cairo sources for paints. Gradients extend their end colours beyond the ends (PAD), as
/// SwiftUI's do; angular gradients, which Cairo 1.16 lacks, are built as mesh patterns.
enum CairoPaint {
    /// Sets `paint`, with its alpha multiplied by `opacity`, as the source of `cr`.
    /// `bounds` is the area the paint must cover (angular meshes need to reach past it).
    static func setSource(_ paint: Paint, opacity: Double, bounds: CGRect, in cr: OpaquePointer) {
        switch paint {
        case .color(let color):
            let c = color.clamped
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity * opacity)
        default:
            guard let pattern = makePattern(paint, opacity: opacity, bounds: bounds) else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
                return
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    static func makePattern(_ paint: Paint, opacity: Double, bounds: CGRect) -> OpaquePointer? {
        switch paint {
        case .color(let color):
            let c = color.clamped
            return cairo_pattern_create_rgba(c.red, c.green, c.blue, c.opacity * opacity)
        case .linearGradient(let stops, let start, let end):
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return nil }
            addStops(stops, opacity: opacity, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            return pattern
        case .radialGradient(let stops, let center, let r0, let r1, let scale):
            guard scale.width > 0, scale.height > 0, scale.width.isFinite, scale.height.isFinite,
                  let pattern = cairo_pattern_create_radial(center.x, center.y, max(0, r0), center.x, center.y, max(0, r1))
            else { return nil }
            addStops(stops, opacity: opacity, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            if scale != CGSize(width: 1, height: 1) {
                // The pattern matrix maps user space to pattern space: shrink the stretched axis.
                var matrix = cairo_matrix_t()
                cairo_matrix_init_translate(&matrix, center.x, center.y)
                cairo_matrix_scale(&matrix, 1 / scale.width, 1 / scale.height)
                cairo_matrix_translate(&matrix, -center.x, -center.y)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
            return pattern
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return angularMesh(stops, center: center, startAngle: startAngle, endAngle: endAngle,
                               opacity: opacity, bounds: bounds)
        case .mesh(let mesh):
            return CairoMeshGradient.pattern(mesh, opacity: opacity)
        }
    }

    private static func addStops(_ stops: [GradientStop], opacity: Double, to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color.clamped
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.opacity * opacity)
        }
    }

    /// The colour of a gradient at `t` (0…1), interpolating straight RGBA between stops.
    static func color(of stops: [GradientStop], at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBAColor(red: a.color.red + (b.color.red - a.color.red) * f,
                             green: a.color.green + (b.color.green - a.color.green) * f,
                             blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                             opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
        }
        return last.color
    }

    /// A conic gradient as a fan of mesh patches around `center`, each spanning at most 3°.
    /// Outside the sweep (when it is less than a full turn) the end colours continue, as
    /// SwiftUI shows them: the last colour after the end, the first before the start.
    private static func angularMesh(_ stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double,
                                    opacity: Double, bounds: CGRect) -> OpaquePointer? {
        guard startAngle.isFinite, endAngle.isFinite, let mesh = cairo_pattern_create_mesh() else { return nil }
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) * 1.5 + 1
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if abs(sweep) > fullTurn { sweep = sweep > 0 ? fullTurn : -fullTurn }
        func addWedge(from a0: Double, to a1: Double, colors: (RGBAColor, RGBAColor)) {
            // Patch corners: centre, the arc's two ends, centre again (a degenerate side).
            let p1 = CGPoint(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0))
            let p2 = CGPoint(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1))
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * reach
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
            cairo_mesh_pattern_curve_to(mesh, p1.x - k * sin(a0), p1.y + k * cos(a0),
                                        p2.x + k * sin(a1), p2.y - k * cos(a1), p2.x, p2.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (index, color) in [colors.0, colors.0, colors.1, colors.1].enumerated() {
                let c = color.clamped
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(index), c.red, c.green, c.blue, c.opacity * opacity)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let step = Double.pi / 60
        let segments = max(1, Int((abs(sweep) / step).rounded(.up)))
        for index in 0..<segments {
            let t0 = Double(index) / Double(segments), t1 = Double(index + 1) / Double(segments)
            addWedge(from: startAngle + sweep * t0, to: startAngle + sweep * t1,
                     colors: (color(of: stops, at: t0), color(of: stops, at: t1)))
        }
        let rest = fullTurn - abs(sweep)
        if rest > 1e-6 {
            let direction: Double = sweep >= 0 ? 1 : -1
            let end = startAngle + sweep
            let half = rest / 2
            let pieces = max(1, Int((half / (Double.pi / 4)).rounded(.up)))
            for index in 0..<pieces {
                let last = stops.last?.color ?? .clear, first = stops.first?.color ?? .clear
                let a = half * Double(index) / Double(pieces), b = half * Double(index + 1) / Double(pieces)
                addWedge(from: end + direction * a, to: end + direction * b, colors: (last, last))
                addWedge(from: startAngle - direction * b, to: startAngle - direction * a, colors: (first, first))
            }
        }
        return mesh
    }
}
