import CCairo
import Foundation
import RowRasterDisplay

/// A `MeshPaint` as a Cairo mesh pattern: the background as a first patch over the filled
/// bounds, then each tensor-product patch with its four interior control points set, so Cairo
/// draws exactly the surface the view layer tessellated (Cairo would otherwise derive the
/// interior points as a Coons patch's). Cairo mixes each patch's corner colours bilinearly in
/// its parameter space and draws later patches over earlier ones.
enum CairoMeshGradient {
    static func pattern(_ mesh: MeshPaint, opacity: Double) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        func setCorner(_ index: Int, _ color: RGBAColor) {
            let c = color.clamped
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.opacity * opacity)
        }
        if mesh.background.opacity > 0 {
            let r = mesh.backgroundRect
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, r.minX, r.minY)
            cairo_mesh_pattern_line_to(pattern, r.maxX, r.minY)
            cairo_mesh_pattern_line_to(pattern, r.maxX, r.maxY)
            cairo_mesh_pattern_line_to(pattern, r.minX, r.maxY)
            cairo_mesh_pattern_line_to(pattern, r.minX, r.minY)
            for corner in 0..<4 { setCorner(corner, mesh.background) }
            cairo_mesh_pattern_end_patch(pattern)
        }
        for patch in mesh.patches where patch.net.count == 16 && patch.colors.count == 4 {
            // Net index row * 4 + column. Cairo's corners run C0 top-leading, C1 top-trailing,
            // C2 bottom-trailing, C3 bottom-leading; side i goes from Ci to Ci+1, and interior
            // control point i is the one next to Ci.
            let p = patch.net
            func curve(_ a: Int, _ b: Int, _ to: Int) {
                cairo_mesh_pattern_curve_to(pattern, p[a].x, p[a].y, p[b].x, p[b].y, p[to].x, p[to].y)
            }
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, p[0].x, p[0].y)
            curve(1, 2, 3)
            curve(7, 11, 15)
            curve(14, 13, 12)
            curve(8, 4, 0)
            for (index, netIndex) in [5, 6, 10, 9].enumerated() {
                cairo_mesh_pattern_set_control_point(pattern, UInt32(index), p[netIndex].x, p[netIndex].y)
            }
            for (index, color) in patch.colors.enumerated() { setCorner(index, color) }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
