import CCairo
import CRasterKernels
import Foundation
import RowRasterDisplay

/// A perspective transform (`rotation3DEffect`) that Cairo's affine matrices cannot express:
/// the sub-list is rendered offscreen at the device resolution and resampled through the
/// homography by `rr_warp_projective` (inverse mapping, bilinear).
extension CairoRasterizer {
    func drawProjected(_ projection: ProjectionTransform, children: [DisplayItem], in cr: OpaquePointer,
                       opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty, projection.isFinite else { return }
        let geometry = DeviceGeometry(cr)
        let m = geometry.matrix
        let device = ProjectionTransform(CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
        // The projection in device pixels: back to user space, project, forth to the device.
        let onDevice = device.inverted().concatenating(projection).concatenating(device)
        let source = PixelBox(covering: geometry.rect(content)).intersection(targetBox(cr, margin: Self.offscreenMargin))
        guard !source.isEmpty else { return }
        let sourceRect = CGRect(x: source.x, y: source.y, width: source.width, height: source.height)
        let target = PixelBox(covering: sourceRect.projected(by: onDevice)).intersection(targetBox(cr, margin: 0))
        guard !target.isEmpty else { return }
        var toSource = onDevice
        guard toSource.invert() else { return }
        // Destination surface pixels → device → (inverse projection) → source surface pixels.
        let sampling = ProjectionTransform(CGAffineTransform(translationX: CGFloat(target.x), y: CGFloat(target.y)))
            .concatenating(toSource)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: CGFloat(-source.x), y: CGFloat(-source.y))))
        // The kernel takes column vectors (row-major): the transpose of the row-vector matrix.
        let r = sampling.rows
        let inverse: [Double] = [r[0][0], r[1][0], r[2][0], r[0][1], r[1][1], r[2][1], r[0][2], r[1][2], r[2][2]]
        recordDevice(\.offscreen, width: source.width, height: source.height)
        let rendered = try renderOffscreen(children, like: cr, box: source, alphaOnly: false)
        let warped = try RasterSurface(width: target.width, height: target.height, alphaOnly: false)
        cairo_surface_flush(warped.surface)
        rr_warp_projective(cairo_image_surface_get_data(rendered.surface), Int32(source.width), Int32(source.height),
                           cairo_image_surface_get_stride(rendered.surface), cairo_image_surface_get_data(warped.surface),
                           Int32(target.width), Int32(target.height), cairo_image_surface_get_stride(warped.surface), inverse)
        cairo_surface_mark_dirty(warped.surface)
        paintDevice(warped, x: target.x, y: target.y, opacity: opacity, in: cr)
    }
}
