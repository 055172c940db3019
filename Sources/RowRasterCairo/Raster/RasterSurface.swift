import CCairo
import CRasterKernels
import Foundation
import RowRasterDisplay

/// The key under which a surface keeps its pooled pixel memory. `nonisolated(unsafe)` is safe:
/// Cairo uses only the key's address, and nothing reads or writes its contents.
nonisolated(unsafe) private var pixelMemoryKey = cairo_user_data_key_t()

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
    // @unchecked Sendable: the pointer's pixels are used by one thread at a time, as said
    // above (handed over, never shared); `width` and `height` are immutable.
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
        let format = alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let stride = cairo_format_stride_for_width(format, Int32(width))
        guard let pixels = ProcessWideState.pixelMemoryPool.take(Int(stride) * height) else {
            throw .cairo("out of memory for a \(width)×\(height) surface")
        }
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), format, Int32(width),
                                                          Int32(height), stride)!
        // The memory goes back to the pool when Cairo drops the surface's last reference.
        if cairo_surface_set_user_data(surface, &pixelMemoryKey, pixels, returnPixelsToPool) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            ProcessWideState.pixelMemoryPool.give(pixels)
            throw .cairo("out of memory for a \(width)×\(height) surface")
        }
        // Cleared by Cairo rather than memset: Cairo then knows the surface is clear and takes
        // the same paths as for memory it allocated itself, so pixels do not depend on the pool.
        let clear = cairo_create(surface)!
        cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
        cairo_paint(clear)
        cairo_destroy(clear)
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
