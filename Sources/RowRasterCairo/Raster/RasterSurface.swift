import CCairo
import CRasterKernels
import Foundation
import RowRasterDisplay

/// Cairo's limit on either side of an image surface.
package let cairoMaximumSide = 32767

/// A Cairo ARGB32 image surface and its size in pixels.
///
/// The pixels are premultiplied, native-endian ARGB as Cairo keeps them; `bitmap()` converts to
/// the straight RGBA8 that PNG files and golden comparisons use.
///
/// A surface may be handed from one thread to another (a row rasterized on a worker and
/// composited on the main thread), but never used by two at once.
package final class RasterSurface: @unchecked Sendable {
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
        let stride = cairo_image_surface_get_stride(surface)
        let source = cairo_image_surface_get_data(surface)!
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            rr_argb32_to_rgba8(source, Int32(width), Int32(height), stride, buffer.baseAddress!)
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}

extension Bitmap {
    /// A Cairo surface holding these pixels, premultiplied.
    func makeCairoSurface() throws(RenderError) -> RasterSurface {
        let surface = try RasterSurface(width: width, height: height)
        cairo_surface_flush(surface.surface)
        bytes.withUnsafeBufferPointer { source in
            rr_rgba8_to_argb32(source.baseAddress!, Int32(width), Int32(height), cairo_image_surface_get_data(surface.surface),
                               cairo_image_surface_get_stride(surface.surface))
        }
        cairo_surface_mark_dirty(surface.surface)
        return surface
    }
}
