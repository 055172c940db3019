import CCairo
import Foundation
import RowRasterDisplay

/// Pango units per point.
let pangoScale: Double = 1024
/// The longest length Pango can express: its coordinates are 32-bit counts of 1/1024 point.
package let pangoMaximumPoints = Double(Int32.max) / pangoScale

/// Shapes, measures and draws text with Pango, over the project's own fonts.
///
/// One engine per thread: PangoCairo font maps and contexts are not thread-safe, and a
/// private engine per rendering thread lets rows rasterize in parallel. Layouts are cached by
/// paragraph and box, so measuring a text and then drawing it shapes it once.
package final class PangoTextEngine: TextMeasuring {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var layouts: [LayoutKey: CachedLayout] = [:]
    /// The cached layouts' keys, oldest first from `oldest` on.
    private var insertionOrder: [LayoutKey] = []
    private var oldest = 0
    /// Pango font descriptions by font, made once each (PangoTextAttributes.swift).
    var fontDescriptions: [FontSpec: OpaquePointer] = [:]
    /// Where Pango puts the baseline below a line's top for a font laid out at its Apple line
    /// height (see `baselineCorrection`), by font.
    var pangoBaselines: [FontSpec: Double] = [:]
    /// Colour emoji drawn at the emoji font's strike size, by cluster (see EmojiGlyphs.swift).
    var emojiImages: [String: EmojiImage?] = [:]
    var loadedEmojiFont: OpaquePointer?
    private static let layoutCacheLimit = 4096
    /// The `FontRegistry` generation this engine's font map was made for.
    private(set) var fontGeneration = 0

    /// How many layouts were shaped, and how many requests a cached layout answered.
    package private(set) var shapedLayouts = 0
    package private(set) var layoutCacheHits = 0

    struct LayoutKey: Hashable {
        var paragraph: TextParagraph
        var box: TextBox
    }

    final class CachedLayout {
        let layout: OpaquePointer
        /// The paragraph as laid out: colour emoji replaced by attachments that draw them.
        let paragraph: TextParagraph
        let measurement: TextMeasurement
        /// Offset of the logical box inside the layout (Pango aligns lines inside the wrap width).
        let logicalOrigin: CGPoint

        init(layout: OpaquePointer, paragraph: TextParagraph, measurement: TextMeasurement, logicalOrigin: CGPoint) {
            self.layout = layout
            self.paragraph = paragraph
            self.measurement = measurement
            self.logicalOrigin = logicalOrigin
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

        func fitsOnOneLine(in box: TextBox) -> Bool {
            guard measurement.lineCount == 1, !measurement.isTruncated, measurement.size.width < pangoMaximumPoints else { return false }
            if let width = box.wrapWidth, measurement.size.width > width { return false }
            if let height = box.maxHeight, measurement.size.height > height + 0.001 { return false }
            return true
        }
    }

    package init(fonts: FontSetup) throws(RenderError) {
        LibraryMessages.installHandler()
        guard let rawMap = pango_cairo_font_map_new() else { throw .cairo("pango_cairo_font_map_new failed") }
        let map = UnsafeMutableRawPointer(rawMap)
        pango_fc_font_map_set_config(OpaquePointer(map), fonts.config)
        fontMap = map.assumingMemoryBound(to: PangoFontMap.self)
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(map)
            throw .cairo("pango_font_map_create_context failed")
        }
        self.context = context
        // One antialias mode, no hinting, unhinted metrics, unrounded glyph positions: text
        // measures the same at every scale and rasterizes the same on every machine.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        // The language the layouts are itemized in anyway, set explicitly so that fonts loaded
        // by description (`verticalExtents`) share the text's font sets: unset, Pango leaves a
        // loaded font's language to fontconfig, a different key, and matches and sorts a second
        // font set for it (two threads, and a wait for the sort).
        pango_context_set_language(context, pango_language_get_default())
    }

    deinit {
        layouts.removeAll()
        for description in fontDescriptions.values { pango_font_description_free(description) }
        if let loadedEmojiFont { g_object_unref(UnsafeMutableRawPointer(loadedEmojiFont)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Drops this thread's engine (its font map, layouts and glyph caches).
    package static func resetCurrentThread() {
        PerThreadState.current.textEngine = nil
    }

    /// This thread's engine, made on first use, and made again when a font was registered since.
    package static func forCurrentThread() throws(RenderError) -> PangoTextEngine {
        let state = PerThreadState.current
        if let engine = state.textEngine, engine.fontGeneration == FontRegistry.shared.generation { return engine }
        // The old engine goes first: its font map and caches are not kept beside the new ones.
        state.textEngine = nil
        let engine = try make()
        state.textEngine = engine
        return engine
    }

    private static func make() throws(RenderError) -> PangoTextEngine {
        let (setup, generation) = FontRegistry.shared.current()
        let engine = try PangoTextEngine(fonts: setup.get())
        engine.fontGeneration = generation
        return engine
    }

    /// Drops the shaped layouts (fonts and their glyph caches stay), so the next measurement
    /// of any text shapes it again.
    package func removeCachedLayouts() {
        layouts.removeAll()
        insertionOrder.removeAll()
        oldest = 0
    }

    // MARK: Measuring

    /// The largest font size Pango can lay out: its sizes are 32-bit counts of 1/1024 point.
    package static let maximumFontSize = Double(Int32.max / 1024)

    package func measure(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> TextMeasurement {
        for span in paragraph.spans where !(0...Self.maximumFontSize).contains(span.font.size) {
            throw .invalidNumber(view: "Text \"\(span.text.prefix(20))\"", parameter: "font size", value: span.font.size,
                                 rule: "a font size must be a finite number of points from 0 to \(Int(Self.maximumFontSize)), the largest Pango can lay out")
        }
        let measurement = layout(paragraph, in: box).measurement
        if let error = LibraryMessages.takeError() { throw error }
        return measurement
    }

    func layout(_ paragraph: TextParagraph, in box: TextBox) -> CachedLayout {
        let key = LayoutKey(paragraph: paragraph, box: box)
        if let cached = layouts[key] {
            layoutCacheHits += 1
            return cached
        }
        // Stacks propose several widths to the same text; one that fits on one line unwrapped
        // lays out the same at every width it fits in, so its one-line layout answers them all.
        let unconstrained = TextBox(wrapWidth: nil, maxHeight: nil)
        if box != unconstrained {
            let natural = layout(paragraph, in: unconstrained)
            if natural.fitsOnOneLine(in: box) {
                remember(natural, for: key)
                return natural
            }
        }
        let cached = makeLayout(paragraph, box)
        remember(cached, for: key)
        shapedLayouts += 1
        return cached
    }

    /// Caches a layout, dropping the oldest once full: one out for each one in, since freeing
    /// thousands at once would stall whichever row happened to fill the cache.
    private func remember(_ layout: CachedLayout, for key: LayoutKey) {
        layouts[key] = layout
        insertionOrder.append(key)
        if layouts.count > Self.layoutCacheLimit {
            layouts[insertionOrder[oldest]] = nil
            oldest += 1
            if oldest >= Self.layoutCacheLimit {
                insertionOrder.removeFirst(oldest)
                oldest = 0
            }
        }
    }

    /// A layout of the paragraph's text, fonts and attributes: no width, limit or alignment yet.
    private func plainLayout(_ paragraph: TextParagraph, text: String) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let attributeList = attributes(for: paragraph)
        pango_layout_set_attributes(layout, attributeList)
        pango_attr_list_unref(attributeList)
        if let font = paragraph.spans.first?.font {
            pango_layout_set_font_description(layout, fontDescription(font))
        }
        return layout
    }

    /// The paragraph wrapped at `width` with no line limit or height (see LongParagraphCut.swift).
    func unlimitedLayout(_ paragraph: TextParagraph, text: String, width: CGFloat) -> OpaquePointer {
        let layout = plainLayout(paragraph, text: text)
        wrap(layout, of: paragraph, at: width)
        return layout
    }

    /// Wraps lines at `width` between words, and inside a word longer than a line, as Text does.
    ///
    /// Pango breaks lines counting negative letter spacing after a line's last character too,
    /// then takes it off the finished line, which comes out that much wider than the width it
    /// was broken at (0.44 points for body text, with SF Pro's tracking). The width is narrowed
    /// by the most negative spacing, so no line is wider than `width`: text measured unwrapped
    /// and offered its own width back still fits on one line.
    private func wrap(_ layout: OpaquePointer, of paragraph: TextParagraph, at width: CGFloat) {
        let overhang = paragraph.spans.reduce(Int32(0)) { min($0, letterSpacing(of: $1), letterSpacing(points: $1.kerning)) }
        let units = Int32(min(max(0, width) * pangoScale, Double(Int32.max)))
        pango_layout_set_width(layout, max(0, units + overhang))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    private func makeLayout(_ original: TextParagraph, _ box: TextBox) -> CachedLayout {
        let paragraph = cutForTruncation(substitutingEmoji(in: original), in: box)
        let text = paragraph.spans.map(\.shapedText).joined()
        var layout = plainLayout(paragraph, text: text)
        setSpacingAndAlignment(of: layout, as: paragraph)
        if let width = box.wrapWidth, width.isFinite {
            wrap(layout, of: paragraph, at: width)
            // Pango ellipsizes only when asked, and then keeps to the height (default: one line
            // per paragraph), so truncation is switched on only where a limit applies.
            if let limit = paragraph.lineLimit, limit > 0 {
                pango_layout_set_ellipsize(layout, ellipsizeMode(paragraph.truncation))
                pango_layout_set_height(layout, -Int32(clamping: limit))
            }
            // A concrete height shows the lines that fit, and never less than one (as Text does).
            if let height = box.maxHeight, height.isFinite {
                let overflow = overflow(of: layout, paragraph: paragraph, measuredAs: original, width: width, maxHeight: height)
                if case .provedByPrefix(let prefix) = overflow {
                    // The lines shown are the prefix's (ZeroWidthOverflow.swift): the paragraph
                    // is never shaped whole at width 0.
                    g_object_unref(UnsafeMutableRawPointer(layout))
                    layout = prefix
                    setSpacingAndAlignment(of: layout, as: paragraph)
                }
                if overflow != .fits {
                    pango_layout_set_ellipsize(layout, ellipsizeMode(paragraph.truncation))
                    pango_layout_set_height(layout, Int32(max(0, height) * pangoScale))
                }
            }
        } else if let limit = paragraph.lineLimit, limit > 0, text.contains("\n") {
            // Without a width Pango cannot ellipsize; explicit newlines still obey the limit.
            pango_layout_set_height(layout, -Int32(clamping: limit))
        }
        let logical = logicalRect(layout)
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / pangoScale
        // Pango spreads the difference between a font's own line height and the Apple one
        // evenly above and below its glyphs; iOS puts the baseline at the Apple font's ascent
        // below the line's top. The layout is drawn that much higher, and its baselines measured
        // so, after the first line's first font.
        let correction = paragraph.spans.first.map { baselineCorrection(for: $0.font) } ?? 0
        let top = Double(logical.y) / pangoScale + correction
        var lastBaseline = firstBaseline
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / pangoScale
            pango_layout_iter_free(iterator)
        }
        // Pango measures in 32-bit units of 1/1024 point: a line longer than 2²¹ points wraps
        // around. Such a line's width is added up again in 64 bits, so a render of it unwrapped
        // is refused as too large rather than taken for empty.
        let width = box.wrapWidth == nil && mightExceedPangoRange(paragraph)
            ? widestLineWidth(layout) : Double(max(0, logical.width)) / pangoScale
        let measurement = TextMeasurement(
            size: CGSize(width: width, height: Double(logical.height) / pangoScale),
            firstBaseline: firstBaseline - top, lastBaseline: lastBaseline - top,
            lineCount: Int(pango_layout_get_line_count(layout)), isTruncated: pango_layout_is_ellipsized(layout) != 0)
        return CachedLayout(layout: layout, paragraph: paragraph, measurement: measurement,
                            logicalOrigin: CGPoint(x: Double(logical.x) / pangoScale, y: top))
    }

    /// Each line's start, width and baseline, relative to the measured box's top-left corner,
    /// from the layout `measure` cached.
    package func lineMetrics(_ paragraph: TextParagraph, in box: TextBox) throws(RenderError) -> [TextLineMetrics] {
        _ = try measure(paragraph, in: box)
        let cached = layout(paragraph, in: box)
        let (left, top) = (Double(cached.logicalOrigin.x), Double(cached.logicalOrigin.y))
        let fontSize = paragraph.spans.first?.font.size ?? 0
        guard let iterator = pango_layout_get_iter(cached.layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [TextLineMetrics] = []
        repeat {
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            lines.append(TextLineMetrics(x: Double(extents.x) / pangoScale - left, width: Double(max(0, extents.width)) / pangoScale,
                                         baseline: Double(pango_layout_iter_get_baseline(iterator)) / pangoScale - top,
                                         fontSize: fontSize))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    func logicalRect(_ layout: OpaquePointer) -> PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical
    }

    private func ellipsizeMode(_ truncation: TextTruncation) -> PangoEllipsizeMode {
        switch truncation {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }

    // MARK: Drawing

    /// Draws a text item with the top-left of its measured box at `item.origin`; its inline
    /// attachments are drawn by `drawAttachment` (with the context translated to each one's
    /// top-left corner, and the opacity to draw it with), in the same layer as the glyphs, so
    /// a gradient fill or an opacity covers them too.
    func draw(_ item: TextItem, in cr: OpaquePointer, opacity: Double,
              drawAttachment: (TextAttachment, Double) -> Void = { _, _ in }) {
        let cached = layout(item.paragraph, in: item.box)
        let x = item.origin.x - cached.logicalOrigin.x
        let y = item.origin.y - cached.logicalOrigin.y
        let grouped = opacity < 1 || item.fill != nil
        if grouped {
            // Clip first: push_group allocates a surface the size of the clip.
            let bounds = DisplayItem.text(item).bounds
            cairo_save(cr)
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        if let selection = item.selection {
            drawSelection(selection, of: cached, x: x, y: y, in: cr)
        } else {
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, cached.layout)
            cairo_new_path(cr)
        }
        for (origin, attachment) in attachmentPlacements(cached.paragraph, in: cached.layout, x: x, y: y, only: item.selection) {
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            drawAttachment(attachment, grouped ? 1 : opacity)
            cairo_restore(cr)
        }
        if grouped {
            let glyphs = cairo_pop_group(cr)!
            if let fill = item.fill {
                // Gradient text: the glyphs' coverage masks the paint.
                CairoPaint.setSource(fill, opacity: opacity, bounds: CGRect(origin: item.origin, size: item.size), in: cr)
                cairo_mask(cr, glyphs)
            } else {
                cairo_set_source(cr, glyphs)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_pattern_destroy(glyphs)
            cairo_restore(cr)
        }
    }
}

extension TextSpan {
    /// The text Pango is given: without U+0000, which Core Text draws as nothing while keeping
    /// the text after it, and which Pango takes for the end of the text.
    var shapedText: String {
        text.utf8.contains(0) ? String(text.unicodeScalars.filter { $0 != "\u{0}" }.map(Character.init)) : text
    }
}
