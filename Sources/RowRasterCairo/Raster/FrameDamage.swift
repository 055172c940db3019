import CCairo
import Foundation
import RowRasterDisplay

/// The pixels row layers wrote over a reused frame surface's solid background, so that the
/// next frame puts the background back there instead of filling the whole surface. A
/// `FrameRasterizer` keeps one from frame to frame and hands it down to the drawing of the
/// frame's items (`draw(_:in:opacity:damage:)`), which note their writes in it.
///
/// A steady scroll frame is a background and row layers composited over it. Filling the
/// background costs a full pass over the frame (12 MB at 1170 × 2532), a large share of the
/// raster time once the layers come from the cache, while the layers cover only part of the
/// frame (the benchmarks measure both). Writing the background colour over any pixel is harmless, so the record
/// must only never miss a write: it is kept while the frame drew nothing but its background
/// and layers composited along their spans, and anything else (a layer Cairo had to draw)
/// marks it incomplete, and the next frame fills the whole surface.
final class FrameDamage {
    /// The surface the record is about (held, so no later surface can be taken for it).
    let target: RasterSurface
    /// The background's colour, as the display list gives it, and as a pixel on the surface.
    let color: RGBAColor
    let pixel: UInt32
    private var writes: [(spans: LayerSpans, x: Int, y: Int, boxes: [PixelBox])] = []
    private(set) var isComplete = true

    /// A record for `surface`, just filled with `color` by Cairo: its top-left pixel is the
    /// background as Cairo rounds it, which restoring must match exactly.
    convenience init(surface: RasterSurface, color: RGBAColor) {
        cairo_surface_flush(surface.surface)
        let pixel = cairo_image_surface_get_data(surface.surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        self.init(surface: surface, color: color, pixel: pixel)
    }

    init(surface: RasterSurface, color: RGBAColor, pixel: UInt32) {
        target = surface
        self.color = color
        self.pixel = pixel
    }

    /// Notes a span composite into `cr`'s target (nothing, if that is not this surface).
    func recordWrite(_ spans: LayerSpans, x: Int, y: Int, boxes: [PixelBox], in cr: OpaquePointer) {
        guard cairo_get_target(cr) == target.surface else { return }
        writes.append((spans, x, y, boxes))
    }

    /// Notes that Cairo drew into `cr`'s target; if that is this surface, the record is no
    /// longer all it holds beyond its background.
    func recordUntrackedWrite(in cr: OpaquePointer) {
        if cairo_get_target(cr) == target.surface { isComplete = false }
    }

    /// Puts the background back wherever the layers wrote; returns how many pixels that is.
    func restoreBackground() -> Int {
        precondition(isComplete, "restoring from a record that missed writes")
        cairo_surface_flush(target.surface)
        var filled = 0
        for write in writes {
            for box in write.boxes { filled += write.spans.fill(pixel, into: target, x: write.x, y: write.y, clip: box) }
        }
        cairo_surface_mark_dirty(target.surface)
        return filled
    }
}

extension DisplayList {
    /// The colour of the first item when it fills `rect` opaquely with one colour and every
    /// later item is a row layer, under transforms and clips only: a frame whose background
    /// a reused surface can keep.
    func layeredFrameBackground(covering rect: CGRect) -> RGBAColor? {
        guard let first = items.first, first.coversOpaquely(rect), case .fill(_, .color(let color), _) = first else {
            return nil
        }
        func onlyLayers(_ items: ArraySlice<DisplayItem>) -> Bool {
            items.allSatisfy { item in
                guard case .group(let effect, let children) = item else { return false }
                switch effect {
                case .layer: return true
                case .transform, .clip: return onlyLayers(children[...])
                default: return false
                }
            }
        }
        return onlyLayers(items.dropFirst()) ? color : nil
    }
}
