import CCairo
import Foundation
import RowRasterDisplay

/// Executes a display list on a Cairo image surface.
///
/// Not thread-safe: each rendering thread makes its own rasterizer (and so its own `cairo_t`
/// and Pango engine); display lists are `Sendable` values and can be handed to any of them.
package final class CairoRasterizer {
    /// This thread's text engine, taken again when a font was registered since (the raster
    /// cache stays: rows drawn before a registration keep their pixels, as documented).
    package var textEngine: PangoTextEngine {
        if engine.fontGeneration != FontRegistry.shared.generation, let current = try? PangoTextEngine.forCurrentThread() {
            engine = current
        }
        return engine
    }
    private var engine: PangoTextEngine
    /// Flattened drawing groups and blurred shadow masks, reused across renders on this thread.
    package let rasterCache = RasterCache()
    private var imageSurfaces: [ImageContent: RasterSurface] = [:]
    /// Set while drawing into an alpha-only mask (a shadow's coverage): colours do not
    /// matter there, so gradients are replaced by solid paint of the same alpha.
    var coverageOnly = false
    /// Set while drawing an `aliasedStrokes` group: strokes are drawn without antialiasing.
    var strokesAliased = false
    /// Measures what each draw costs (pixels per operation kind, time and cache hits per row
    /// layer) while set; nil, nothing is counted.
    package var recorder: RasterRecorder?

    package init() throws(RenderError) {
        engine = try PangoTextEngine.forCurrentThread()
    }

    /// Drops this thread's rasterizer and text engine with all their caches (raster cache,
    /// Pango font map, layouts, glyphs), so the next render starts cold: for benchmarks.
    package static func resetCurrentThread() {
        PerThreadState.current.rasterizer = nil
        PangoTextEngine.resetCurrentThread()
    }

    /// This thread's rasterizer, made on first use; its caches live as long as the thread.
    package static func forCurrentThread() throws(RenderError) -> CairoRasterizer {
        let state = PerThreadState.current
        if let rasterizer = state.rasterizer { return rasterizer }
        let rasterizer = try CairoRasterizer()
        state.rasterizer = rasterizer
        return rasterizer
    }

    /// The surface size in pixels for a size in points: each side rounded up to a whole pixel.
    package static func pixelSize(for size: CGSize, scale: RenderScale) throws(RenderError) -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidSize(size, context: "the rendered view")
        }
        // Tolerate float noise such as 390 × 3 = 1170.0000000000002.
        func pixels(_ points: CGFloat) -> Double { (points * scale.value - 1e-6).rounded(.up) }
        let width = pixels(size.width), height = pixels(size.height)
        guard width <= Double(cairoMaximumSide), height <= Double(cairoMaximumSide) else {
            throw .imageTooLarge(width: Int(min(width, 1e12)), height: Int(min(height, 1e12)), limit: cairoMaximumSide)
        }
        guard width >= 1, height >= 1 else { throw .emptyImage(width: Int(width), height: Int(height)) }
        return (Int(width), Int(height))
    }

    /// The target kept between renders of one size, so repeated renders do not allocate.
    private var reusableTarget: RasterSurface?

    /// Renders `list`, drawn in points, into a surface of `size` points at `scale`.
    ///
    /// With `reuseTarget`, the surface is the rasterizer's own and is overwritten by its next
    /// render: callers that convert the pixels at once (to a bitmap, into a frame) save an
    /// allocation and a clear of fresh memory per render. Successive frames of one scene are
    /// drawn by a `FrameRasterizer`, which also keeps what each frame wrote.
    package func render(_ list: DisplayList, size: CGSize, scale: CGFloat, opaque: Bool = false,
                        reuseTarget: Bool = false) throws(RenderError) -> RasterSurface {
        let pixels = try Self.pixelSize(for: size, scale: RenderScale(scale))
        let target: RasterSurface
        if reuseTarget, let reusable = reusableTarget, reusable.width == pixels.width, reusable.height == pixels.height {
            target = reusable
            if !opaque {
                let clear = cairo_create(target.surface)!
                cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
                cairo_paint(clear)
                cairo_destroy(clear)
            }
        } else {
            target = try RasterSurface(width: pixels.width, height: pixels.height)
            if reuseTarget { reusableTarget = target }
        }
        try drawing(list, size: size, onto: target, scale: scale, opaque: opaque) { cr throws(RenderError) in
            try draw(list.items, in: cr, opacity: 1)
        }
        return target
    }

    /// Runs `body` with a new context on `target` that draws in points at `scale`, the surface
    /// being of `size` points, and fails with whatever Cairo or a library reported meanwhile.
    /// An `opaque` surface is painted white first, unless the first item of `list` covers it
    /// opaquely: each full-frame pass costs a screen of memory traffic.
    func drawing(_ list: DisplayList, size: CGSize, onto target: RasterSurface, scale: CGFloat, opaque: Bool,
                 _ body: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) {
        let coveredByFirstItem = opaque && list.items.first.map { $0.coversOpaquely(CGRect(origin: .zero, size: size)) } == true
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        if opaque, !coveredByFirstItem {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
        }
        cairo_scale(cr, scale, scale)
        try body(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        if let error = LibraryMessages.takeError() { throw error }
    }

    /// Draws `list` onto an existing surface with its origin at pixel (`x`, `y`), without
    /// clearing: how rows are composited into a frame. Whole-pixel offsets keep cached
    /// drawing groups on the fast, unfiltered blit path.
    package func draw(_ list: DisplayList, into target: RasterSurface, scale: CGFloat, x: Int, y: Int) throws(RenderError) {
        let scale = try RenderScale(scale).value
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        cairo_translate(cr, Double(x), Double(y))
        cairo_scale(cr, scale, scale)
        try draw(list.items, in: cr, opacity: 1)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        if let error = LibraryMessages.takeError() { throw error }
    }

    /// Draws items; `opacity` is the product of enclosing `.opacity` effects, applied per item
    /// as SwiftUI does unless a compositing group flattens them first.
    ///
    /// With `damage`, `cr` draws onto a frame whose writes over its background are recorded
    /// (`FrameRasterizer`): layers composited along their spans are noted, and anything else
    /// drawn there marks the record incomplete.
    func draw(_ items: [DisplayItem], in cr: OpaquePointer, opacity: Double, damage: FrameDamage? = nil) throws(RenderError) {
        for item in items {
            switch item {
            case .fill(let path, let paint, let style):
                guard !paint.isInvisible, opacity > 0 else { continue }
                path.addToCairo(cr)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                CairoPaint.setSource(coverageOnly ? paint.coverage : paint, opacity: opacity, bounds: path.boundingRect, in: cr)
                record(\.fills, path.boundingRect, in: cr)
                damage?.recordUntrackedWrite(in: cr)
                cairo_fill(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            case .stroke(let path, let paint, let style):
                guard !paint.isInvisible, opacity > 0, style.lineWidth > 0 else { continue }
                path.addToCairo(cr)
                applyStroke(style, to: cr)
                cairo_set_line_width(cr, coveringLineWidth(style.lineWidth, around: path.boundingRect, in: cr))
                CairoPaint.setSource(coverageOnly ? paint.coverage : paint, opacity: opacity, bounds: item.bounds, in: cr)
                record(\.strokes, item.bounds, in: cr)
                damage?.recordUntrackedWrite(in: cr)
                if strokesAliased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_stroke(cr)
                if strokesAliased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
            case .text(let text):
                guard opacity > 0 else { continue }
                record(\.text, item.bounds, in: cr)
                damage?.recordUntrackedWrite(in: cr)
                var attachmentError: RenderError?
                textEngine.draw(text, in: cr, opacity: opacity) { attachment, attachmentOpacity in
                    do throws(RenderError) {
                        try draw(attachment.items, in: cr, opacity: attachmentOpacity)
                    } catch {
                        attachmentError = attachmentError ?? error
                    }
                }
                if let attachmentError { throw attachmentError }
            case .image(let image):
                guard opacity > 0 else { continue }
                record(\.images, image.rect, in: cr)
                damage?.recordUntrackedWrite(in: cr)
                try drawImage(image, in: cr, opacity: opacity)
            case .group(let effect, let children):
                try drawGroup(effect, children, in: cr, opacity: opacity, damage: damage)
            }
        }
    }

    private func drawGroup(_ effect: DisplayEffect, _ children: [DisplayItem], in cr: OpaquePointer,
                           opacity: Double, damage: FrameDamage?) throws(RenderError) {
        if let damage {
            switch effect {
            case .opacity, .transform, .clip, .aliasedStrokes, .drawingGroup, .layer: break
            // Drawn by Cairo or composited whole: writes the record cannot follow.
            default: damage.recordUntrackedWrite(in: cr)
            }
        }
        switch effect {
        case .opacity(let value):
            try draw(children, in: cr, opacity: opacity * max(0, min(1, value)), damage: damage)
        case .transform(let t):
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            try draw(children, in: cr, opacity: opacity, damage: damage)
            cairo_restore(cr)
        case .projection(let projection):
            guard opacity > 0 else { return }
            try drawProjected(projection, children: children, in: cr, opacity: opacity)
        case .clip(let path, let style):
            cairo_save(cr)
            path.addToCairo(cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            try draw(children, in: cr, opacity: opacity, damage: damage)
            cairo_restore(cr)
        case .drawingGroup(let opaque):
            guard opacity > 0 else { return }
            try drawFlattened(children, opaque: opaque, kind: .drawingGroup, in: cr, opacity: opacity, damage: damage)
        case .layer(let id):
            guard opacity > 0 else { return }
            guard let recorder else {
                try drawFlattened(children, opaque: false, kind: .rowLayer, in: cr, opacity: opacity, damage: damage)
                return
            }
            let start = DispatchTime.now().uptimeNanoseconds
            recorder.beginLayer(id)
            let hit = try drawFlattened(children, opaque: false, kind: .rowLayer, in: cr, opacity: opacity, damage: damage)
            recorder.endLayer(id, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cacheHit: hit)
        case .shadow(let color, let radius, let offset):
            guard opacity > 0 else { return }
            record(\.shadows, DisplayItem.group(effect, children).bounds, in: cr)
            try drawShadow(color: color, radius: radius, offset: offset, children: children, in: cr, opacity: opacity)
        case .blur(let radius, let opaque):
            guard opacity > 0 else { return }
            record(\.blurs, DisplayItem.group(effect, children).bounds, in: cr)
            try drawBlurred(radius: radius, opaque: opaque, children: children, in: cr, opacity: opacity)
        case .blend(let mode):
            guard opacity > 0 else { return }
            try drawBlended(mode, children: children, in: cr, opacity: opacity)
        case .mask(let mask):
            guard opacity > 0 else { return }
            try drawMasked(by: mask, children: children, in: cr, opacity: opacity)
        case .backdrop(let radius, let matrix):
            guard opacity > 0 else { return }
            record(\.blurs, DisplayItem.group(effect, children).bounds, in: cr)
            try drawBackdrop(radius: radius, matrix: matrix, children: children, in: cr, opacity: opacity)
        case .colorMatrix(let matrix):
            guard opacity > 0 else { return }
            try drawColorMatrix(matrix, children: children, in: cr, opacity: opacity)
        case .aliasedStrokes:
            let outer = strokesAliased
            strokesAliased = true
            defer { strokesAliased = outer }
            try draw(children, in: cr, opacity: opacity, damage: damage)
        case .compositingGroup:
            guard opacity > 0 else { return }
            let bounds = DisplayList(children).bounds
            guard !bounds.isNull, !bounds.isEmpty else { return }
            cairo_save(cr)
            // push_group allocates a surface the size of the clip: clip to the content first.
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
            record(\.offscreen, bounds, in: cr)
            cairo_push_group(cr)
            try draw(children, in: cr, opacity: 1)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
            cairo_restore(cr)
        }
    }

    /// `width`, or a narrower width that covers the same visible pixels. A stroke reaching
    /// further from its path than the farthest visible point covers everything visible around
    /// the path (joins and caps keep their shape, scaled), while Cairo's 24.8 fixed-point
    /// coordinates cannot hold the outline of a stroke a billion points wide and draw nothing.
    private func coveringLineWidth(_ width: Double, around bounds: CGRect, in cr: OpaquePointer) -> Double {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).union(bounds)
        return min(width, 4 * (visible.width + visible.height) + 4)
    }

    private func applyStroke(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, {
            switch style.lineCap {
            case .butt: return CAIRO_LINE_CAP_BUTT
            case .round: return CAIRO_LINE_CAP_ROUND
            case .square: return CAIRO_LINE_CAP_SQUARE
            }
        }())
        cairo_set_line_join(cr, {
            switch style.lineJoin {
            case .miter: return CAIRO_LINE_JOIN_MITER
            case .round: return CAIRO_LINE_JOIN_ROUND
            case .bevel: return CAIRO_LINE_JOIN_BEVEL
            }
        }())
        cairo_set_miter_limit(cr, style.miterLimit)
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }.map { Double($0) }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        }
    }

    /// An image drawn at less than half its pixels is reduced once, with a high-quality
    /// filter, to the size it is drawn at, and kept in the raster cache: filtering the full
    /// image on every render would cost milliseconds per thumbnail.
    private func downsampled(_ source: RasterSurface, of content: ImageContent, toFit target: CGSize) throws(RenderError) -> RasterSurface? {
        let width = Int(target.width.rounded(.up)), height = Int(target.height.rounded(.up))
        guard width > 0, height > 0, width * 2 <= source.width, height * 2 <= source.height else { return nil }
        let key = RasterCache.Key(content: [.image(ImageItem(content: content, rect: .zero))], kind: .downsampledImage,
                                  scaleX: Double(width), scaleY: Double(height), phaseX: 0, phaseY: 0, parameter: 0)
        if let entry = rasterCache.lookup(key) { return entry.surface }
        let reduced = try RasterSurface(width: width, height: height)
        let cr = cairo_create(reduced.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(source.width), Double(height) / Double(source.height))
        cairo_set_source_surface(cr, source.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_surface_flush(reduced.surface)
        rasterCache.insert(RasterCache.Entry(surface: reduced, origin: (0, 0), lastUse: 0), for: key)
        return reduced
    }

    private func drawImage(_ image: ImageItem, in cr: OpaquePointer, opacity: Double) throws(RenderError) {
        let bitmap = image.content.bitmap
        guard bitmap.width > 0, bitmap.height > 0, image.rect.width > 0, image.rect.height > 0 else { return }
        var source: RasterSurface
        if let cached = imageSurfaces[image.content] {
            source = cached
        } else {
            source = try bitmap.makeCairoSurface()
            if imageSurfaces.count > 64 { imageSurfaces.removeAll() }
            imageSurfaces[image.content] = source
        }
        if image.sourceRect == nil, image.tileSize == nil,
           let reduced = try downsampled(source, of: image.content, toFit: DeviceGeometry(cr).rect(image.rect).size) {
            source = reduced
        }
        cairo_save(cr)
        cairo_rectangle(cr, image.rect.minX, image.rect.minY, image.rect.width, image.rect.height)
        cairo_clip(cr)
        let sourceRect = image.sourceRect ?? CGRect(x: 0, y: 0, width: source.width, height: source.height)
        guard sourceRect.width > 0, sourceRect.height > 0 else { cairo_restore(cr); return }
        cairo_translate(cr, image.rect.minX, image.rect.minY)
        if let tile = image.tileSize, tile.width > 0, tile.height > 0 {
            cairo_scale(cr, tile.width / sourceRect.width, tile.height / sourceRect.height)
        } else {
            cairo_scale(cr, image.rect.width / sourceRect.width, image.rect.height / sourceRect.height)
        }
        cairo_translate(cr, -sourceRect.minX, -sourceRect.minY)
        let pattern = cairo_pattern_create_for_surface(source.surface)!
        cairo_pattern_set_filter(pattern, {
            switch image.interpolation {
            case .none: return CAIRO_FILTER_NEAREST
            case .low, .medium: return CAIRO_FILTER_BILINEAR
            case .high: return CAIRO_FILTER_GOOD
            }
        }())
        cairo_pattern_set_extend(pattern, image.tileSize != nil ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        if let tint = image.tint?.clamped {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.opacity * opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}
