import CCairo
import Foundation
import RowRasterDisplay

/// What a paragraph's spans ask of Pango: font descriptions (with the pinned fallback chain),
/// the attribute list (colours, spacing, features, the Apple line height, attachments), and the
/// baseline correction that puts a substitute font's baseline where the Apple font's would be.
extension PangoTextEngine {
    func fontDescription(_ font: FontSpec) -> OpaquePointer {
        if let cached = fontDescriptions[font] { return cached }
        let description = pango_font_description_new()!
        // The requested families, then the pinned chain for scripts they lack: Pango tries
        // the list in order for each character, so the fallback never depends on fontconfig's sort.
        // The system font's substitute at SF Pro's width answers to a name of its own (FontSetup).
        let families = font.widthScale == 1 ? font.families : font.families.map {
            $0 == SystemFontWidths.substitute ? SystemFontWidths.family(scale: font.widthScale) : $0
        }
        pango_font_description_set_family(description, (families + FontSetup.scriptFallbackFamilies).joined(separator: ","))
        pango_font_description_set_absolute_size(description, font.size * pangoScale)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if let width = font.widthAxis, width.isFinite {
            // A variable font's own default weight is not the text's (Archivo's is 600): both
            // axes are set, the weight clamped to the range variable fonts define.
            let weight = max(1, min(1000, font.weight))
            pango_font_description_set_variations(description, "wdth=\(width),wght=\(weight)")
        }
        fontDescriptions[font] = description
        return description
    }

    /// The paragraph's line spacing and alignment, on a layout of it.
    func setSpacingAndAlignment(of layout: OpaquePointer, as paragraph: TextParagraph) {
        pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * pangoScale))
        pango_layout_set_alignment(layout, {
            switch paragraph.alignment {
            case .leading: return PANGO_ALIGN_LEFT
            case .center: return PANGO_ALIGN_CENTER
            case .trailing: return PANGO_ALIGN_RIGHT
            }
        }())
    }

    func attributes(for paragraph: TextParagraph) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // SwiftUI breaks long words without inserting hyphens; Pango would add them.
        let noHyphens = pango_attr_insert_hyphens_new(0)!
        noHyphens.pointee.start_index = 0
        noHyphens.pointee.end_index = UInt32.max
        pango_attr_list_insert(list, noHyphens)
        var start: UInt32 = 0
        for span in paragraph.spans {
            let end = start + UInt32(span.shapedText.utf8.count)
            /// Applies `attribute` to the span, or to `bytes` of its text.
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, over bytes: Range<Int>? = nil) {
                guard let attribute else { return }
                attribute.pointee.start_index = bytes.map { start + UInt32($0.lowerBound) } ?? start
                attribute.pointee.end_index = bytes.map { start + UInt32($0.upperBound) } ?? end
                pango_attr_list_insert(list, attribute)
            }
            let color = span.color.clamped
            if let attachment = span.attachment {
                // A shape attribute makes the object replacement character a box of the
                // attachment's size on the baseline; its items are drawn after the glyphs.
                var logical = PangoRectangle(x: 0, y: Int32((-attachment.ascent * pangoScale).rounded()),
                                             width: Int32((attachment.size.width * pangoScale).rounded()),
                                             height: Int32((attachment.size.height * pangoScale).rounded()))
                var ink = logical
                insert(pango_attr_shape_new(&ink, &logical))
            }
            insert(pango_attr_font_desc_new(fontDescription(span.font)))
            // Fontconfig chooses a collection's regional face by language (Noto Sans CJK JP
            // for `ja`, SC for `zh-Hans`), as Core Text chooses PingFang's or Hiragino's forms.
            if let language = span.language { insert(pango_attr_language_new(pango_language_from_string(language))) }
            if let lineHeight = span.font.appleLineHeight {
                // A line is as tall as a line of the Apple font this one stands in for.
                insert(pango_attr_line_height_new_absolute(Int32((lineHeight * pangoScale).rounded())))
            }
            insert(pango_attr_foreground_new(channel16(color.red), channel16(color.green), channel16(color.blue)))
            if color.opacity < 1 { insert(pango_attr_foreground_alpha_new(channel16(max(color.opacity, 1.0 / 65535)))) }
            // SF Pro's tracking and habits reach only the characters SF Pro draws (SystemFontRuns.swift).
            for run in systemFontRuns(of: span) {
                if run.letterSpacing != 0 { insert(pango_attr_letter_spacing_new(run.letterSpacing), over: run.bytes) }
                let features = span.font.openTypeFeatures.filter { run.isSanFrancisco || $0 != "-calt" }
                if !features.isEmpty { insert(pango_attr_font_features_new(features.joined(separator: ",")), over: run.bytes) }
            }
            if span.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(span.baselineOffset * pangoScale))) }
            if let underline = span.underline?.clamped {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                insert(pango_attr_underline_color_new(channel16(underline.red), channel16(underline.green), channel16(underline.blue)))
            }
            if let strike = span.strikethrough?.clamped {
                insert(pango_attr_strikethrough_new(1))
                insert(pango_attr_strikethrough_color_new(channel16(strike.red), channel16(strike.green), channel16(strike.blue)))
            }
            start = end
        }
        return list
    }

    /// The space after each character of `span` that the Apple font draws, in Pango units: its
    /// own tracking at this size plus the text's `kerning` and `tracking` (SystemFontRuns.swift).
    func letterSpacing(of span: TextSpan) -> Int32 {
        letterSpacing(points: span.kerning + span.font.tracking)
    }

    /// `points` in Pango units; 0 for a value that is not a number.
    func letterSpacing(points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32(clamping: Int((points * pangoScale).rounded()))
    }

    private func channel16(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }

    /// How far below the Apple font's baseline Pango puts this font's when a line of it is laid
    /// out at the Apple line height: (own ascent − own descent + line height) / 2 − Apple ascent.
    /// Zero for a font that keeps its own metrics.
    func baselineCorrection(for font: FontSpec) -> Double {
        guard let metrics = font.lineMetrics, let lineHeight = font.appleLineHeight else { return 0 }
        if let cached = pangoBaselines[font] { return cached - metrics.ascent * font.size }
        var baseline = metrics.ascent * font.size
        if let (ascent, descent) = verticalExtents(of: font) {
            // Pango centres the font's extents in the line; leading then only moves its bottom.
            baseline = (ascent - descent + lineHeight) / 2
        }
        pangoBaselines[font] = baseline
        return baseline - metrics.ascent * font.size
    }

    /// The ascent and descent (positive, in points) Pango lays a line of this font out with:
    /// HarfBuzz's horizontal extents of the first font of the text's font set, which is where
    /// `pango_font_get_metrics` takes them from. Read directly because that call also measures
    /// an average character width, with a layout of its own whose font set (the face's family
    /// alone) costs a fontconfig match and sort — two threads each, on first use — that text
    /// never needs. The font comes from the same font set as the text's (the context's
    /// language is set to the one the layouts use), so no further font set is made for it.
    func verticalExtents(of font: FontSpec) -> (ascent: Double, descent: Double)? {
        guard let loaded = pango_context_load_font(context, fontDescription(font)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        return Self.verticalExtents(ofLoaded: loaded)
    }

    /// A loaded font's ascent and descent (positive, in points), as `pango_font_get_metrics`
    /// gives them, without the sample layout that call also makes (see `verticalExtents(of:)`).
    static func verticalExtents(ofLoaded font: UnsafeMutablePointer<PangoFont>) -> (ascent: Double, descent: Double)? {
        guard let hbFont = pango_font_get_hb_font(font) else { return nil }
        var extents = hb_font_extents_t()
        guard hb_font_get_h_extents(hbFont, &extents) != 0 else { return nil }
        return (Double(extents.ascender) / pangoScale, Double(-extents.descender) / pangoScale)
    }
}
