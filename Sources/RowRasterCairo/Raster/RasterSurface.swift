import CCairo
import Foundation
import RowRasterDisplay

/// Cairo's limit on either side of an image surface.
package let cairoMaximumSide = 32767

/// A Cairo ARGB32 image surface and its size in pixels.
///
/// The pixels are premultiplied, native-endian ARGB as Cairo keeps them; `bitmap()` converts to
/// the straight RGBA8 that PNG files and golden comparisons use.
package final class RasterSurface {
    let surface: OpaquePointer
    package let width: Int
    package let height: Int

    /// Bytes of pixel memory the surface holds, for cache accounting.
    package var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height }

    package init(width: Int, height: Int, alphaOnly: Bool = false) throws(RenderError) {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        guard width <= cairoMaximumSide, height <= cairoMaximumSide else {
            throw .imageTooLarge(width: width, height: height, limit: cairoMaximumSide)
        }
        let surface = cairo_image_surface_create(alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixels as straight-alpha RGBA8 (what a PNG stores).
    package func bitmap() -> Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { destination in
            for y in 0..<height {
                let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
                var d = y * width * 4
                for x in 0..<width {
                    let pixel = row[x]
                    let a = pixel >> 24
                    if a == 255 {
                        destination[d] = UInt8(truncatingIfNeeded: pixel >> 16)
                        destination[d + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        destination[d + 2] = UInt8(truncatingIfNeeded: pixel)
                        destination[d + 3] = 255
                    } else if a != 0 {
                        // Round to nearest when undoing premultiplication, so results are stable.
                        let half = a / 2
                        destination[d] = UInt8(min(255, (((pixel >> 16) & 0xFF) * 255 + half) / a))
                        destination[d + 1] = UInt8(min(255, (((pixel >> 8) & 0xFF) * 255 + half) / a))
                        destination[d + 2] = UInt8(min(255, ((pixel & 0xFF) * 255 + half) / a))
                        destination[d + 3] = UInt8(a)
                    }
                    d += 4
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}

extension Bitmap {
    /// A Cairo surface holding these pixels, premultiplied.
    func makeCairoSurface() throws(RenderError) -> RasterSurface {
        let surface = try RasterSurface(width: width, height: height)
        cairo_surface_flush(surface.surface)
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        let destination = cairo_image_surface_get_data(surface.surface)!
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(destination + y * stride).assumingMemoryBound(to: UInt32.self)
                var s = y * width * 4
                for x in 0..<width {
                    let a = UInt32(source[s + 3])
                    var r = UInt32(source[s]), g = UInt32(source[s + 1]), b = UInt32(source[s + 2])
                    if a != 255 {
                        r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                    }
                    row[x] = (a << 24) | (r << 16) | (g << 8) | b
                    s += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface.surface)
        return surface
    }
}
