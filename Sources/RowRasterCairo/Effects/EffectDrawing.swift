import CCairo
import Foundation
import RowRasterDisplay

/// Effects that need the composited sub-list as pixels: shadows, blurs, colour matrices,
/// blend modes, masks and drawing groups.
extension CairoRasterizer {
    /// The largest offscreen side an effect may allocate, in pixels, beyond which the effect
    /// is clipped to the visible surface (a shadow radius of 10,000 cannot allocate without bound).
    static let offscreenMargin = 2048

    /// The pixels of the target surface an effect's offscreen may need: the target plus a
    /// margin, so content partly outside still blurs in correctly.
    func targetBox(_ cr: OpaquePointer, margin: Int) -> PixelBox {
        let target = cairo_get_target(cr)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let m = min(margin, Self.offscreenMargin)
        return PixelBox(x: -m, y: -m, width: width + 2 * m, height: height + 2 * m)
    }

    /// Renders `children` into a new surface covering `box` (device pixels), drawn through the
    /// same user-to-device transform as `cr`.
    func renderOffscreen(_ children: [DisplayItem], like cr: OpaquePointer, box: PixelBox,
                         alphaOnly: Bool) throws(RenderError) -> RasterSurface {
        let surface = try RasterSurface(width: box.width, height: box.height, alphaOnly: alphaOnly)
        let offscreen = cairo_create(surface.surface)!
        defer { cairo_destroy(offscreen) }
        var matrix = DeviceGeometry(cr).matrix
        matrix.x0 -= Double(box.x)
        matrix.y0 -= Double(box.y)
        cairo_set_matrix(offscreen, &matrix)
        let wasCoverageOnly = coverageOnly
        coverageOnly = coverageOnly || alphaOnly
        defer { coverageOnly = wasCoverageOnly }
        try draw(children, in: offscreen, opacity: 1)
        cairo_surface_flush(surface.surface)
        return surface
    }

    /// Paints `surface` at device pixel (x, y), unscaled, with `opacity`. With the surface's
    /// spans, an opaque paint copies and blends only the pixels that hold anything. `damage`
    /// records the write, if `cr` draws onto a recorded frame.
    func paintDevice(_ surface: RasterSurface, x: Int, y: Int, opacity: Double, spans: LayerSpans? = nil,
                     in cr: OpaquePointer, damage: FrameDamage? = nil) {
        if let spans, opacity >= 1, let boxes = spans.composite(surface, x: x, y: y, in: cr) {
            damage?.recordWrite(spans, x: x, y: y, boxes: boxes, in: cr)
            return
        }
        damage?.recordUntrackedWrite(in: cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // Only the surface's own pixels: painting unclipped would make pixman walk the whole
        // target, a screen-sized frame, for a row-sized source.
        let box = spans?.bounds ?? PixelBox(x: 0, y: 0, width: surface.width, height: surface.height)
        cairo_rectangle(cr, Double(x + box.x), Double(y + box.y), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface.surface, Double(x), Double(y))
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// Blurs reach at most this far (pixels): a larger radius spreads content so thin it is
    /// invisible, and would only make offscreens and passes huge.
    static let maximumBlurReach = 512

    /// The Gaussian's sigma in pixels for a radius in points, and how far it reaches, capped.
    static func blurExtent(radius: CGFloat, scale: Double) -> (sigma: Double, reach: Int) {
        let sigma = Double(radius * ShadowGeometry.sigmaPerRadius) * scale
        let reach = min(maximumBlurReach, Int((3 * sigma).rounded(.up)))
        return (min(sigma, Double(maximumBlurReach)), reach)
    }

    // MARK: Shadow

    func drawShadow(color: RGBAColor, radius: CGFloat, offset: CGSize, children: [DisplayItem],
                    in cr: OpaquePointer, opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        let shadowColor = color.clamped
        if !content.isNull, !content.isEmpty, shadowColor.opacity > 0, radius.isFinite, radius >= 0 {
            let geometry = DeviceGeometry(cr)
            let (sigma, reach) = Self.blurExtent(radius: radius, scale: geometry.scale)
            let mask = try shadowMask(children, content: content, sigma: sigma, reach: reach, like: cr)
            let shift = geometry.vector(offset)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, shadowColor.red, shadowColor.green, shadowColor.blue, shadowColor.opacity * opacity)
            cairo_mask_surface(cr, mask.surface.surface, Double(mask.x) + shift.width, Double(mask.y) + shift.height)
            cairo_restore(cr)
        }
        try draw(children, in: cr, opacity: opacity)
    }

    /// The blurred coverage of `children` and its device position, from the cache when the
    /// same content was shadowed at the same scale and sub-pixel phase before.
    private func shadowMask(_ children: [DisplayItem], content: CGRect, sigma: Double, reach: Int,
                            like cr: OpaquePointer) throws(RenderError) -> (surface: RasterSurface, x: Int, y: Int) {
        let geometry = DeviceGeometry(cr)
        let deviceContent = geometry.rect(content)
        var box = PixelBox(covering: deviceContent, margin: reach)
        let limit = targetBox(cr, margin: reach + 64)
        let clipped = box.intersection(limit)
        let cacheable = geometry.isAxisAligned && clipped == box
        box = clipped
        guard !box.isEmpty else { return (try RasterSurface(width: 1, height: 1, alphaOnly: true), 0, 0) }
        var key: RasterCache.Key?
        if cacheable {
            let origin = geometry.point(content.origin)
            key = RasterCache.Key(
                content: DisplayList(children).translated(dx: -content.minX, dy: -content.minY).items, kind: .shadowMask,
                scaleX: geometry.matrix.xx, scaleY: geometry.matrix.yy,
                phaseX: Int(((origin.x - origin.x.rounded(.down)) * 16).rounded()),
                phaseY: Int(((origin.y - origin.y.rounded(.down)) * 16).rounded()), parameter: sigma)
            if let entry = rasterCache.lookup(key!) {
                let base = (x: Int(origin.x.rounded(.down)), y: Int(origin.y.rounded(.down)))
                return (entry.surface, base.x + entry.origin.x, base.y + entry.origin.y)
            }
        }
        let surface = try renderOffscreen(children, like: cr, box: box, alphaOnly: true)
        BoxBlur.blurA8(cairo_image_surface_get_data(surface.surface), width: box.width, height: box.height,
                       stride: Int(cairo_image_surface_get_stride(surface.surface)), sigmaX: sigma, sigmaY: sigma)
        cairo_surface_mark_dirty(surface.surface)
        if let key {
            let origin = geometry.point(content.origin)
            let base = (x: Int(origin.x.rounded(.down)), y: Int(origin.y.rounded(.down)))
            rasterCache.insert(RasterCache.Entry(surface: surface, origin: (box.x - base.x, box.y - base.y), lastUse: 0), for: key)
        }
        return (surface, box.x, box.y)
    }

    // MARK: Blur and colour

    func drawBlurred(radius: CGFloat, opaque: Bool, children: [DisplayItem], in cr: OpaquePointer,
                     opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return }
        let geometry = DeviceGeometry(cr)
        let (sigma, blurReach) = Self.blurExtent(radius: max(0, radius.isFinite ? radius : 0), scale: geometry.scale)
        let reach = opaque ? 0 : blurReach
        let box = PixelBox(covering: geometry.rect(content), margin: reach).intersection(targetBox(cr, margin: reach))
        guard !box.isEmpty else { return }
        let surface = try renderOffscreen(children, like: cr, box: box, alphaOnly: false)
        BoxBlur.blurARGB32(cairo_image_surface_get_data(surface.surface), width: box.width, height: box.height,
                           stride: Int(cairo_image_surface_get_stride(surface.surface)), sigmaX: sigma, sigmaY: sigma,
                           edges: opaque ? .clamp : .transparent)
        cairo_surface_mark_dirty(surface.surface)
        paintDevice(surface, x: box.x, y: box.y, opacity: opacity, in: cr)
    }

    /// A material's backdrop: the pixels already drawn behind the children (and the blur's
    /// reach around them), colour-transformed and blurred, shown through the children's coverage.
    ///
    /// A material's blur is wide (tens of pixels), so it runs on a copy scaled down until the
    /// blur is a few pixels, and is scaled back up bilinearly: a pinned header costs a small
    /// fraction of blurring it at full resolution, and looks the same.
    func drawBackdrop(radius: CGFloat, matrix: ColorMatrix, children: [DisplayItem], in cr: OpaquePointer,
                      opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return }
        let geometry = DeviceGeometry(cr)
        let (sigma, reach) = Self.blurExtent(radius: max(0, radius.isFinite ? radius : 0), scale: geometry.scale)
        let surfaceBox = targetBox(cr, margin: 0)
        let shown = PixelBox(covering: geometry.rect(content)).intersection(surfaceBox)
        let behind = PixelBox(covering: geometry.rect(content), margin: reach).intersection(surfaceBox)
        guard !shown.isEmpty, !behind.isEmpty else { return }
        let factor = max(1, min(8, Int(sigma / 3)))
        let small = try RasterSurface(width: (behind.width + factor - 1) / factor, height: (behind.height + factor - 1) / factor,
                                      alphaOnly: false)
        let copy = cairo_create(small.surface)!
        cairo_scale(copy, 1 / Double(factor), 1 / Double(factor))
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, cairo_get_group_target(cr), Double(-behind.x), Double(-behind.y))
        cairo_pattern_set_filter(cairo_get_source(copy), CAIRO_FILTER_BILINEAR)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(small.surface)
        guard let pixels = cairo_image_surface_get_data(small.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(small.surface))
        ColorMatrixFilter.apply(matrix, to: pixels, width: small.width, height: small.height, stride: stride)
        BoxBlur.blurARGB32(pixels, width: small.width, height: small.height, stride: stride,
                           sigmaX: sigma / Double(factor), sigmaY: sigma / Double(factor), edges: .clamp)
        cairo_surface_mark_dirty(small.surface)
        // Scaled back up on its own (pixman's fast bilinear path), then masked unscaled: a
        // scaled source under a mask would take pixman's much slower general path.
        let blurred = try RasterSurface(width: shown.width, height: shown.height, alphaOnly: false)
        let upscale = cairo_create(blurred.surface)!
        let pattern = cairo_pattern_create_for_surface(small.surface)!
        var toSmall = cairo_matrix_t()
        cairo_matrix_init_scale(&toSmall, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&toSmall, Double(shown.x - behind.x), Double(shown.y - behind.y))
        cairo_pattern_set_matrix(pattern, &toSmall)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(upscale, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(upscale, pattern)
        cairo_paint(upscale)
        cairo_pattern_destroy(pattern)
        cairo_destroy(upscale)
        let coverage = try renderOffscreen(children, like: cr, box: shown, alphaOnly: true)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if opacity < 1 { cairo_push_group(cr) }
        cairo_set_source_surface(cr, blurred.surface, Double(shown.x), Double(shown.y))
        cairo_mask_surface(cr, coverage.surface, Double(shown.x), Double(shown.y))
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    func drawColorMatrix(_ matrix: ColorMatrix, children: [DisplayItem], in cr: OpaquePointer,
                         opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return }
        let box = PixelBox(covering: DeviceGeometry(cr).rect(content)).intersection(targetBox(cr, margin: 0))
        guard !box.isEmpty else { return }
        let surface = try renderOffscreen(children, like: cr, box: box, alphaOnly: false)
        ColorMatrixFilter.apply(matrix, to: cairo_image_surface_get_data(surface.surface), width: box.width,
                                height: box.height, stride: Int(cairo_image_surface_get_stride(surface.surface)))
        cairo_surface_mark_dirty(surface.surface)
        paintDevice(surface, x: box.x, y: box.y, opacity: opacity, in: cr)
    }

    // MARK: Compositing

    func drawBlended(_ mode: BlendOperator, children: [DisplayItem], in cr: OpaquePointer,
                     opacity: Double) throws(RenderError) {
        if mode.isShapeBounded { return try drawShapeBounded(mode, children: children, in: cr, opacity: opacity) }
        let content = DisplayList(children).bounds
        guard !content.isNull, !content.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, content.minX, content.minY, content.width, content.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        try draw(children, in: cr, opacity: 1)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, mode.cairoOperator)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    func drawMasked(by mask: [DisplayItem], children: [DisplayItem], in cr: OpaquePointer,
                    opacity: Double) throws(RenderError) {
        let content = DisplayList(children).bounds.intersection(DisplayList(mask).bounds)
        guard !content.isNull, !content.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, content.minX, content.minY, content.width, content.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        try draw(mask, in: cr, opacity: 1)
        let maskPattern = cairo_pop_group(cr)!
        cairo_push_group(cr)
        try draw(children, in: cr, opacity: opacity)
        cairo_pop_group_to_source(cr)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_restore(cr)
    }
}

extension BlendOperator {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        }
    }
}
