import CCairo
import Foundation
import RowRasterDisplay

/// The outlines of a short run of text, as a path: what symbols made of characters
/// (`a.circle`, `eurosign.square`, `number`) are built from, set in the system font as SF
/// Symbols sets them in SF Pro.
package struct GlyphOutline: Sendable {
    /// The characters' outlines, y down, the layout's top-left corner at the origin.
    package var path: Path
    /// The baseline's distance below the layout's top.
    package var baseline: CGFloat
    /// The ink extent of the outlines.
    package var ink: CGRect
    /// The layout's logical extent: the advance across, the font's ascent and descent down.
    package var logical: CGRect
    /// How many glyphs the text was shaped into (an icon font's ligature makes one of a name).
    package var glyphCount: Int
}

extension PangoTextEngine {
    /// Why a run of text has no outline.
    package enum GlyphOutlineError: Error, Hashable, Sendable {
        /// No font of the set-up has a glyph for one of the characters.
        case noGlyph(String)
        /// The text drew no ink (spaces only, or empty).
        case noInk(String)
    }

    /// The outlines of `text` in `font`, one line, with no wrapping. Characters the font lacks
    /// come from the same fallback families text uses; a character no font has fails rather
    /// than drawing the missing-glyph box.
    package func glyphOutline(of text: String, font: FontSpec) -> Result<GlyphOutline, GlyphOutlineError> {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        pango_layout_set_font_description(layout, fontDescription(font))
        guard pango_layout_get_unknown_glyphs_count(layout) == 0 else { return .failure(.noGlyph(text)) }

        // A path needs a Cairo context; nothing is ever drawn on its one-pixel surface.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        pango_cairo_update_context(cr, context)
        pango_cairo_layout_path(cr, layout)
        let path = Self.path(from: cr)

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        func rect(_ r: PangoRectangle) -> CGRect {
            CGRect(x: Double(r.x) / pangoScale, y: Double(r.y) / pangoScale, width: Double(r.width) / pangoScale, height: Double(r.height) / pangoScale)
        }
        guard !path.isEmpty, ink.width > 0, ink.height > 0 else { return .failure(.noInk(text)) }
        return .success(GlyphOutline(path: path, baseline: Double(pango_layout_get_baseline(layout)) / pangoScale,
                                     ink: rect(ink), logical: rect(logical), glyphCount: Self.glyphCount(of: layout)))
    }

    /// The glyphs of every run of every line of the layout.
    private static func glyphCount(of layout: OpaquePointer) -> Int {
        var count = 0
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            if let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                var runs = line.pointee.runs
                while let run = runs {
                    if let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs {
                        count += Int(glyphs.pointee.num_glyphs)
                    }
                    runs = run.pointee.next
                }
            }
            lines = node.pointee.next
        }
        return count
    }

    /// The context's current path as a `Path` (Cairo keeps only moves, lines, cubics and closes).
    private static func path(from cr: OpaquePointer) -> Path {
        guard let copy = cairo_copy_path(cr) else { return Path() }
        defer { cairo_path_destroy(copy) }
        guard copy.pointee.status == CAIRO_STATUS_SUCCESS, let data = copy.pointee.data else { return Path() }
        var elements: [Path.Element] = []
        var index = 0
        let count = Int(copy.pointee.num_data)
        func point(_ offset: Int) -> CGPoint { CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y) }
        while index < count {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(to: point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(to: point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(to: point(3), control1: point(1), control2: point(2)))
            case CAIRO_PATH_CLOSE_PATH: elements.append(.closeSubpath)
            default: break
            }
            // Each element's header counts itself and its points; never less than one.
            index += max(1, Int(header.length))
        }
        return Path(elements: elements)
    }
}
