import CCairo
import Foundation
import RowRasterDisplay

/// Where a flattened group's content origin lands on the device: the whole pixel it starts
/// in and the sub-pixel phase, which (with the scale) is all of the position the cached
/// surface depends on.
struct FlattenPlacement {
    let base: (x: Int, y: Int)
    let key: RasterCache.Key

    init(_ children: [DisplayItem], kind: RasterCacheKind, opaque: Bool, geometry: DeviceGeometry) {
        let origin = geometry.point(.zero)
        // The phase in sixteenths of a pixel; an origin a hair below a whole pixel (2999.9999…
        // for 3000, rounding noise) is that whole pixel at phase 0, not the pixel before at 16.
        func split(_ value: Double) -> (base: Int, phase: Int) {
            let base = Int(value.rounded(.down)), phase = Int(((value - Double(base)) * 16).rounded())
            return phase == 16 ? (base + 1, 0) : (base, phase)
        }
        let x = split(origin.x), y = split(origin.y)
        base = (x.base, y.base)
        key = RasterCache.Key(content: children, kind: kind, opaque: opaque, scaleX: geometry.matrix.xx, scaleY: geometry.matrix.yy,
                              phaseX: x.phase, phaseY: y.phase, parameter: 0)
    }
}

extension CairoRasterizer {
    /// A drawing group (or row layer): the children (in the group's own coordinates) flattened
    /// into one surface at the output scale, kept in the raster cache and blitted at a
    /// whole-pixel offset while the children are unchanged. Returns whether the cache had it.
    /// `damage` records what the group wrote, if `cr` draws onto a recorded frame.
    @discardableResult
    func drawFlattened(_ children: [DisplayItem], opaque: Bool, kind: RasterCacheKind, in cr: OpaquePointer,
                       opacity: Double, damage: FrameDamage? = nil) throws(RenderError) -> Bool {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return false }
        let geometry = DeviceGeometry(cr)
        // Rotated or skewed groups are flattened without caching.
        guard geometry.isAxisAligned else { return try drawUncached(children, in: cr, opacity: opacity, damage: damage) }
        let placement = FlattenPlacement(children, kind: kind, opaque: opaque, geometry: geometry)
        if let entry = rasterCache.lookup(placement.key) {
            recordDevice(\.composited, width: entry.surface.width, height: entry.surface.height)
            paintDevice(entry.surface, x: placement.base.x + entry.origin.x, y: placement.base.y + entry.origin.y, opacity: opacity,
                        spans: entry.spans, in: cr, damage: damage)
            return true
        }
        let box = PixelBox(covering: geometry.rect(content))
        guard !box.isEmpty else { return false }
        // Larger than any surface can be (a huge list in one group): the visible part, once.
        guard let entry = try flatten(children, box: box, placement: placement, like: cr) else {
            return try drawUncached(children, in: cr, opacity: opacity, damage: damage)
        }
        rasterCache.insert(entry, for: placement.key)
        paintDevice(entry.surface, x: box.x, y: box.y, opacity: opacity, spans: entry.spans, in: cr, damage: damage)
        return false
    }

    /// Renders the group into a surface of its own, for the cache; nil when it is too large.
    func flatten(_ children: [DisplayItem], box: PixelBox, placement: FlattenPlacement,
                 like cr: OpaquePointer) throws(RenderError) -> RasterCache.Entry? {
        guard box.width <= cairoMaximumSide, box.height <= cairoMaximumSide else { return nil }
        recordDevice(\.offscreen, width: box.width, height: box.height)
        let surface = try renderOffscreen(children, like: cr, box: box, alphaOnly: false)
        return RasterCache.Entry(surface: surface, origin: (box.x - placement.base.x, box.y - placement.base.y), lastUse: 0,
                                 spans: LayerSpans(of: surface))
    }

    private func drawUncached(_ children: [DisplayItem], in cr: OpaquePointer, opacity: Double,
                              damage: FrameDamage?) throws(RenderError) -> Bool {
        damage?.recordUntrackedWrite(in: cr)
        cairo_save(cr)
        cairo_push_group(cr)
        try draw(children, in: cr, opacity: 1)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
        return false
    }
}
