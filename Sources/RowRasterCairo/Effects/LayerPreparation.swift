import CCairo
import Foundation
import RowRasterDisplay

/// A row layer found in a display list, with where it will be drawn on the device.
package struct LayerPlacement: Sendable {
    package let layer: LayerID
    let children: [DisplayItem]
    /// The device transform of the layer's origin: scale and translation only.
    let matrix: cairo_matrix_t

    var geometry: DeviceGeometry { DeviceGeometry(matrix: matrix) }
}

/// A row layer rasterized ahead of its frame, on whichever thread was free, for the
/// rasterizer that composites the frame to adopt into its cache.
///
/// `@unchecked Sendable`: the surface is handed over once, from the thread that drew it to
/// the one that adopts it, and never touched by both.
package struct PreparedLayer: @unchecked Sendable {
    let key: RasterCache.Key
    let entry: RasterCache.Entry
    package let layer: LayerID
    package let seconds: Double
    package let cost: RasterCost
}

extension DisplayList {
    /// The row layers of the list drawn at `scale`, with their device placement. Layers under
    /// a rotation or skew, or inside a mask, are left out: they are drawn when the frame is.
    package func layerPlacements(scale: Double) -> [LayerPlacement] {
        var placements: [LayerPlacement] = []
        func collect(_ items: [DisplayItem], _ t: CGAffineTransform) {
            for case .group(let effect, let children) in items {
                switch effect {
                case .transform(let m):
                    collect(children, m.concatenating(t))
                case .projection:
                    // Warped as a whole when the frame is drawn.
                    continue
                case .layer(let id):
                    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { continue }
                    placements.append(LayerPlacement(layer: id, children: children,
                                                     matrix: cairo_matrix_t(xx: t.a, yx: 0, xy: 0, yy: t.d, x0: t.tx, y0: t.ty)))
                default:
                    collect(children, t)
                }
            }
        }
        collect(items, CGAffineTransform(scaleX: scale, y: scale))
        return placements
    }
}

extension CairoRasterizer {
    /// Whether drawing the layer would have to rasterize it (it is not in this rasterizer's cache).
    package func needsRaster(_ layer: LayerPlacement) -> Bool {
        let placement = FlattenPlacement(layer.children, kind: .rowLayer, opaque: false, geometry: layer.geometry)
        return !rasterCache.contains(placement.key)
    }

    /// Rasterizes a layer for another rasterizer to adopt; nil if it draws nothing or is too large.
    package func prepare(_ layer: LayerPlacement) throws(RenderError) -> PreparedLayer? {
        let start = DispatchTime.now().uptimeNanoseconds
        let content = DisplayList(layer.children).bounds
        guard !content.isNull, !content.isEmpty else { return nil }
        let geometry = layer.geometry
        let box = PixelBox(covering: geometry.rect(content))
        guard !box.isEmpty else { return nil }
        // A scratch context carries the layer's device transform into the offscreen render.
        let scratch = try RasterSurface(width: 1, height: 1)
        let cr = cairo_create(scratch.surface)!
        defer { cairo_destroy(cr) }
        var matrix = layer.matrix
        cairo_set_matrix(cr, &matrix)
        let previous = recorder
        let layerRecorder = RasterRecorder()
        recorder = layerRecorder
        defer { recorder = previous }
        let placement = FlattenPlacement(layer.children, kind: .rowLayer, opaque: false, geometry: geometry)
        guard let entry = try flatten(layer.children, box: box, placement: placement, like: cr) else { return nil }
        return PreparedLayer(key: placement.key, entry: entry, layer: layer.layer,
                             seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cost: layerRecorder.cost)
    }

    /// Keeps layers rasterized elsewhere, so the frame that draws them composites them.
    package func adopt(_ layers: [PreparedLayer]) {
        for layer in layers { rasterCache.insert(layer.entry, for: layer.key) }
    }
}
