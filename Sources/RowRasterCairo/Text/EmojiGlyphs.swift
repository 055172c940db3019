import CCairo
import Foundation
import RowRasterDisplay

// Colour emoji through Cairo 1.16, which draws a colour bitmap font (Noto Color Emoji, one
// 109 ppem strike) at its strike size whatever size is asked, and reports its metrics at that
// size too: a 17 pt emoji comes out three times too big and pushes the text apart. So each emoji
// (a whole grapheme cluster: ZWJ sequences, skin tones, flags, keycaps) is drawn once at the
// strike size, where Cairo is right, into a bitmap; the paragraph carries it as an inline
// attachment of the emoji font's own advance and ascent scaled to the text's size, and the
// attachment path (the one inline images take) draws it scaled down.

/// The emoji font's family, its one bitmap strike, and the clusters drawn in colour.
enum EmojiGlyphs {
    static let family = "Noto Color Emoji"
    /// The pixels per em of Noto Color Emoji's only strike.
    static let strikeSize = 109.0

    /// Whether iOS draws `character` as a colour emoji: emoji presentation by default or asked
    /// for with VS16, a keycap, a flag, a skin tone or a ZWJ sequence of emoji; never with VS15.
    static func isColorEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.dropFirst().contains {
            $0 == "\u{200D}" || $0.properties.isEmojiModifier
        }
    }
}

/// An emoji drawn at the strike size, with its metrics per em.
struct EmojiImage {
    let content: ImageContent
    /// Advance, height and baseline of the emoji font's logical box, as fractions of the em.
    let advancePerEm: Double
    let heightPerEm: Double
    let ascentPerEm: Double
}

extension PangoTextEngine {
    /// `paragraph` with every colour emoji cluster replaced by an attachment that draws it;
    /// the same paragraph when it has none.
    func substitutingEmoji(in paragraph: TextParagraph) -> TextParagraph {
        // ASCII text holds no colour emoji (even a keycap needs U+FE0F or U+20E3): most rows
        // skip the grapheme walk.
        guard paragraph.spans.contains(where: { span in
            span.attachment == nil && !span.text.utf8.allSatisfy { $0 < 0x80 }
                && span.text.contains(where: EmojiGlyphs.isColorEmoji)
        }) else { return paragraph }
        var result = paragraph
        result.spans = []
        for span in paragraph.spans {
            guard span.attachment == nil else { result.spans.append(span); continue }
            var pending = ""
            for character in span.text {
                guard EmojiGlyphs.isColorEmoji(character), let image = emojiImage(character) else {
                    pending.append(character)
                    continue
                }
                if !pending.isEmpty {
                    var text = span
                    text.text = pending
                    result.spans.append(text)
                    pending = ""
                }
                result.spans.append(emojiSpan(image, like: span))
            }
            if !pending.isEmpty {
                var text = span
                text.text = pending
                result.spans.append(text)
            }
        }
        return result
    }

    private func emojiSpan(_ image: EmojiImage, like span: TextSpan) -> TextSpan {
        let em = span.font.size
        let size = CGSize(width: image.advancePerEm * em, height: image.heightPerEm * em)
        let drawing = DisplayItem.image(ImageItem(content: image.content, rect: CGRect(origin: .zero, size: size),
                                                  interpolation: .high))
        var emoji = span
        emoji.text = TextAttachment.character
        emoji.underline = nil
        emoji.strikethrough = nil
        emoji.attachment = TextAttachment(size: size, ascent: image.ascentPerEm * em, items: [drawing])
        return emoji
    }

    /// The cluster drawn at the strike size (cached per engine, which is per thread); nil when
    /// the emoji font has nothing for it, so the text keeps it.
    private func emojiImage(_ character: Character) -> EmojiImage? {
        let key = String(character)
        if let cached = emojiImages[key] { return cached }
        let image = drawEmoji(key)
        emojiImages[key] = image
        return image
    }

    /// The emoji font at its strike size, loaded once per engine.
    private var emojiFont: OpaquePointer? {
        if let loaded = loadedEmojiFont { return loaded }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, EmojiGlyphs.family)
        pango_font_description_set_absolute_size(description, EmojiGlyphs.strikeSize * pangoScale)
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return nil }
        loadedEmojiFont = OpaquePointer(font)
        return loadedEmojiFont
    }

    /// Shapes the cluster with HarfBuzz on the emoji font itself (Pango would hand a keycap's
    /// digit, or a VS16 heart, to Inter), and draws the glyphs at the strike size.
    private func drawEmoji(_ cluster: String) -> EmojiImage? {
        guard let font = emojiFont, let hbFont = pango_font_get_hb_font(UnsafeMutablePointer(font)),
              let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, cluster, Int32(cluster.utf8.count), 0, Int32(cluster.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0 else { return nil }
        // Glyph 0 is "not in the font": an emoji newer than the font stays text.
        guard (0..<Int(count)).allSatisfy({ infos[$0].codepoint != 0 }) else { return nil }
        guard let (ascent, descent) = Self.verticalExtents(ofLoaded: UnsafeMutablePointer(font)) else { return nil }
        var glyphs: [cairo_glyph_t] = []
        var pen = 0.0
        for index in 0..<Int(count) {
            glyphs.append(cairo_glyph_t(index: UInt(infos[index].codepoint),
                                        x: pen + Double(positions[index].x_offset) / pangoScale,
                                        y: ascent - Double(positions[index].y_offset) / pangoScale))
            pen += Double(positions[index].x_advance) / pangoScale
        }
        let width = Int(pen.rounded(.up)), height = Int((ascent + descent).rounded(.up))
        guard width > 0, height > 0, width < 1024, height < 1024,
              let surface = try? RasterSurface(width: width, height: height) else { return nil }
        let cr = cairo_create(surface.surface)!
        cairo_set_scaled_font(cr, pango_cairo_font_get_scaled_font(font))
        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
        cairo_destroy(cr)
        return EmojiImage(content: ImageContent(bitmap: surface.bitmap()),
                          advancePerEm: pen / EmojiGlyphs.strikeSize,
                          heightPerEm: (ascent + descent) / EmojiGlyphs.strikeSize,
                          ascentPerEm: ascent / EmojiGlyphs.strikeSize)
    }
}
