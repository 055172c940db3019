import CCairo
import CRasterKernels
import Foundation

/// A cached surface's pixels as spans along each pixel row: opaque runs, runs to blend, and
/// (outside every span) transparent pixels.
///
/// A flattened row is mostly transparent (the space between its text, shapes and shadow), and
/// compositing it with Cairo makes pixman read every pixel it is given and blend every group
/// of four that is not wholly clear or wholly opaque. Worked out once when the surface is
/// cached, the spans let each frame copy the opaque runs, blend the rest, and never read the
/// transparent pixels: the layer's own run-length encoding, as sprite blitters keep one.
///
/// The C kernels trust their arguments: the spans index the source surface's pixel rows, and
/// the clip boxes index the destination's. So the spans keep the geometry of the surface they
/// were found in (width, height, stride), and every call into C first checks that the surface
/// it is given has that geometry and that the boxes lie inside the destination.
struct LayerSpans {
    private let spans: [rr_span]
    /// The pixels any span covers, in surface pixels (empty when the surface is clear).
    let bounds: PixelBox
    /// The geometry of the surface the spans were found in: the only source they may read.
    private let sourceGeometry: SurfaceGeometry

    init(of surface: RasterSurface) {
        cairo_surface_flush(surface.surface)
        let data = cairo_image_surface_get_data(surface.surface)
        sourceGeometry = SurfaceGeometry(surface.surface)
        let stride = sourceGeometry.stride
        let (width, height) = (sourceGeometry.width, sourceGeometry.height)
        // A guess that holds for most rows (a few spans per pixel row); the kernel says how
        // many there are when it does not, and a second pass fills a buffer of that size.
        var spans = [rr_span](repeating: rr_span(), count: 8 * surface.height)
        var count = Int(rr_layer_spans(data, width, height, stride, &spans, Int32(spans.count)))
        if count > spans.count {
            spans = [rr_span](repeating: rr_span(), count: count)
            count = Int(rr_layer_spans(data, width, height, stride, &spans, Int32(spans.count)))
        }
        spans.removeLast(spans.count - count)
        self.spans = spans
        var (minX, minY, maxX, maxY) = (Int32.max, Int32.max, Int32.min, Int32.min)
        for span in spans {
            minX = min(minX, span.x0)
            maxX = max(maxX, span.x1)
            minY = min(minY, span.y)
            maxY = max(maxY, span.y + 1)
        }
        bounds = spans.isEmpty ? PixelBox(x: 0, y: 0, width: 0, height: 0)
            : PixelBox(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// Composites `surface` (whose spans these are) OVER the target of `cr` with its top-left
    /// pixel at device pixel (x, y), inside the current clip, and returns the clip rectangles
    /// it drew in. Returns nil, having drawn nothing, when only Cairo can draw it: a target
    /// that is not a plain ARGB32 image (a group, a mask), another operator, or a clip that is
    /// not whole-pixel rectangles.
    func composite(_ surface: RasterSurface, x: Int, y: Int, in cr: OpaquePointer) -> [PixelBox]? {
        let target = cairo_get_target(cr)!
        guard cairo_get_group_target(cr) == target, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return nil }
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        guard offset == (0, 0) else { return nil }
        guard !bounds.isEmpty else { return [] }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        // Intersected with the layer's pixels, a clip of whole-pixel rectangles (or none) is a
        // list of rectangles; a path clip (a rounded clipShape) is not representable so.
        cairo_rectangle(cr, Double(x + bounds.x), Double(y + bounds.y), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let clip = cairo_copy_clip_rectangle_list(cr)!
        defer { cairo_rectangle_list_destroy(clip) }
        guard clip.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }

        // Spans of another surface would send the kernel past this one's pixels: Cairo draws it.
        guard SurfaceGeometry(surface.surface) == sourceGeometry else { return nil }
        cairo_surface_flush(target)
        let destinationGeometry = SurfaceGeometry(target)
        let destination = cairo_image_surface_get_data(target)
        let source = cairo_image_surface_get_data(surface.surface)
        // Cairo's clip lies inside its target; intersected again, the kernel cannot write outside it.
        let boxes = (0..<Int(clip.pointee.num_rectangles)).map { index in
            let rect = clip.pointee.rectangles[index]
            return PixelBox(x: Int(rect.x), y: Int(rect.y), width: Int(rect.width), height: Int(rect.height))
                .intersection(destinationGeometry.box)
        }.filter { !$0.isEmpty }
        for box in boxes {
            rr_composite_spans(source, sourceGeometry.stride, spans, Int32(spans.count), destination, destinationGeometry.stride,
                               Int32(x), Int32(y), Int32(box.x), Int32(box.y), Int32(box.x + box.width), Int32(box.y + box.height))
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x + bounds.x), Int32(y + bounds.y), Int32(bounds.width),
                                           Int32(bounds.height))
        return boxes
    }

    /// Sets the pixels `composite` wrote with the same position and clip box to `pixel`
    /// (premultiplied ARGB32) in `target`, and returns how many that is.
    func fill(_ pixel: UInt32, into target: RasterSurface, x: Int, y: Int, clip box: PixelBox) -> Int {
        let destinationGeometry = SurfaceGeometry(target.surface)
        // Only pixels inside the target were ever composited, so only those need the fill.
        let box = box.intersection(destinationGeometry.box)
        guard !box.isEmpty else { return 0 }
        return rr_fill_spans(spans, Int32(spans.count), cairo_image_surface_get_data(target.surface), destinationGeometry.stride,
                             Int32(x), Int32(y), Int32(box.x), Int32(box.y), Int32(box.x + box.width), Int32(box.y + box.height),
                             pixel)
    }
}

/// An image surface's size and row stride as Cairo reports them, the bounds a C kernel given
/// its pixels must stay inside.
private struct SurfaceGeometry: Equatable {
    let width: Int32
    let height: Int32
    let stride: Int32

    init(_ surface: OpaquePointer) {
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        stride = cairo_image_surface_get_stride(surface)
    }

    /// The whole surface, in its pixels.
    var box: PixelBox { PixelBox(x: 0, y: 0, width: Int(width), height: Int(height)) }
}

extension LayerSpans: CustomStringConvertible {
    /// The spans as text, `y0 [0,20) copy; y0 [40,49) blend`, for tests to compare.
    var description: String {
        spans.map { "y\($0.y) [\($0.x0),\($0.x1)) \($0.opaque != 0 ? "copy" : "blend")" }.joined(separator: "; ")
    }
}
