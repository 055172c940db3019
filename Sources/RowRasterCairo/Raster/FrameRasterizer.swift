import Foundation
import RowRasterDisplay

/// Rasterizes the successive opaque frames of one scene (the frames of a scroll) into one
/// reused surface, as a screen is drawn over frame after frame.
///
/// A frame that is a solid background and row layers keeps a record of what its layers wrote
/// (`FrameDamage`); the next such frame puts the background back only there instead of
/// filling the whole surface. That record is all the state frames need beyond a one-shot
/// render's, so it lives here, not in the `CairoRasterizer` that draws.
package final class FrameRasterizer {
    /// The rasterizer that draws the frames, with its raster cache (for a frame session, the
    /// thread's, whose cache layers are prepared into).
    package let rasterizer: CairoRasterizer
    /// The surface every frame of the current size is drawn into.
    private var target: RasterSurface?
    /// What the last frame's layers wrote over its background, when it was such a frame.
    private var damage: FrameDamage?

    /// Frames drawn by `rasterizer`.
    package init(drawingWith rasterizer: CairoRasterizer) {
        self.rasterizer = rasterizer
    }

    /// Renders `list`, drawn in points, as the next frame: an opaque surface of `size` points at
    /// `scale`, the same surface for every frame of one size, overwritten by the next frame.
    package func render(_ list: DisplayList, size: CGSize, scale: CGFloat) throws(RenderError) -> RasterSurface {
        let pixels = try CairoRasterizer.pixelSize(for: size, scale: RenderScale(scale))
        // Taken: a frame that keeps no record of its own leaves none.
        let previous = damage
        damage = nil
        let target: RasterSurface
        if let reusable = self.target, reusable.width == pixels.width, reusable.height == pixels.height {
            target = reusable
        } else {
            target = try RasterSurface(width: pixels.width, height: pixels.height)
            self.target = target
        }
        let background = list.layeredFrameBackground(covering: CGRect(origin: .zero, size: size))
        try rasterizer.drawing(list, size: size, onto: target, scale: scale, opaque: true) { cr throws(RenderError) in
            guard let background else {
                try rasterizer.draw(list.items, in: cr, opacity: 1)
                return
            }
            let record: FrameDamage
            if let previous, previous.isComplete, previous.target === target, previous.color == background {
                rasterizer.recordDevice(\.fills, width: previous.restoreBackground(), height: 1)
                record = FrameDamage(surface: target, color: background, pixel: previous.pixel)
            } else {
                try rasterizer.draw([list.items[0]], in: cr, opacity: 1)
                record = FrameDamage(surface: target, color: background)
            }
            damage = record
            try rasterizer.draw(Array(list.items.dropFirst()), in: cr, opacity: 1, damage: record)
        }
        return target
    }
}
