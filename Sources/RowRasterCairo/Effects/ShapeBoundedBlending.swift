import CCairo
import Foundation
import RowRasterDisplay

/// The Porter–Duff modes Cairo applies everywhere it paints (`clear`, `copy`, `sourceIn`,
/// `sourceOut`, `destinationIn`, `destinationAtop`), composited as Core Graphics composites
/// them: only inside the drawing's shape. Where the shape covers, the result is the mode's
/// (`sourceIn` of a half-clear colour is half-clear there); outside it, what is behind stays.
extension CairoRasterizer {
    func drawShapeBounded(_ mode: BlendOperator, children: [DisplayItem], in cr: OpaquePointer,
                          opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return }
        let box = PixelBox(covering: DeviceGeometry(cr).rect(content)).intersection(targetBox(cr, margin: 0))
        guard !box.isEmpty else { return }
        let source = try renderOffscreen(children, like: cr, box: box, alphaOnly: false)
        let shape = try renderOffscreen(Self.shapes(of: children), like: cr, box: box, alphaOnly: true)
        // What is behind, with the mode applied everywhere in the box.
        let result = try RasterSurface(width: box.width, height: box.height, alphaOnly: false)
        let blend = cairo_create(result.surface)!
        cairo_set_operator(blend, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(blend, cairo_get_group_target(cr), Double(-box.x), Double(-box.y))
        cairo_paint(blend)
        cairo_set_operator(blend, mode.cairoOperator)
        cairo_set_source_surface(blend, source.surface, 0, 0)
        cairo_paint_with_alpha(blend, opacity)
        cairo_destroy(blend)
        cairo_surface_flush(result.surface)
        // Then put back through the shape: SOURCE under a mask mixes the result and what is
        // behind by the shape's coverage, so antialiased edges blend and the outside is kept.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, result.surface, Double(box.x), Double(box.y))
        cairo_mask_surface(cr, shape.surface, Double(box.x), Double(box.y))
        cairo_restore(cr)
    }

    /// `items` as their shapes: every fill and stroke opaque (the colour's own alpha is the
    /// mode's business, not the shape's), a picture its whole rectangle, text and template
    /// images their glyphs' and pixels' coverage, and no opacity.
    static func shapes(of items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .fill(let path, _, let style): return .fill(path, .color(.black), style)
            case .stroke(let path, _, let style): return .stroke(path, .color(.black), style)
            case .text: return item
            case .image(let image):
                return image.tint == nil ? .fill(Path(image.rect), .color(.black), FillStyle()) : item
            case .group(.opacity, let children): return .group(.opacity(1), shapes(of: children))
            case .group(let effect, let children): return .group(effect, shapes(of: children))
            }
        }
    }
}
