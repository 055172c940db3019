import Foundation

extension GraphicsContext {
    /// Draws a line of a text renderer's layout where it was laid out (or where its `origin`
    /// was moved to), with the context's transform, opacity, clips and filters.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        draw(line.text, selecting: TextGlyphSelection(line: line.index), movedBy: line.offset)
    }

    /// Draws one run of a text renderer's layout.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run.line.text, selecting: TextGlyphSelection(line: run.line.index, run: run.index), movedBy: run.line.offset)
    }

    /// Draws some glyphs of a run of a text renderer's layout (one glyph for `run[i]`).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        draw(run.line.text, selecting: TextGlyphSelection(line: run.line.index, run: run.index, glyphs: slice.indices),
             movedBy: run.line.offset)
    }

    private func draw(_ text: RenderedText, selecting selection: TextGlyphSelection, movedBy offset: CGSize) {
        var item = text.item
        item.selection = selection
        item.origin = CGPoint(x: item.origin.x + offset.width, y: item.origin.y + offset.height)
        record(.text(item))
    }
}

extension Text.Layout.Line {
    /// How far the line was moved from where it was laid out.
    var offset: CGSize { CGSize(width: origin.x - laidOut.origin.x, height: origin.y - laidOut.origin.y) }
}
