import CCairo
import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterCairo
import RowRasterGallery

/// Cached layers composited along their spans: the same bytes as Cairo's OVER, reading only
/// the pixels that hold something.
@MainActor
@Suite struct LayerSpanTests {
    /// A surface whose pixels are given row by row as straight RGBA.
    private func surface(width: Int, rows: [[(UInt8, UInt8, UInt8, UInt8)]]) throws -> RasterSurface {
        let bytes = rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } }
        return try Bitmap(width: width, height: rows.count, bytes: bytes).makeCairoSurface()
    }

    @Test func spansCopyOpaqueRunsBlendTheRestAndSkipLongGaps() throws {
        let clear = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
        let solid = (UInt8(255), UInt8(0), UInt8(0), UInt8(255))
        let half = (UInt8(0), UInt8(0), UInt8(255), UInt8(128))
        // Row 0: 20 opaque, 20 clear, 4 translucent, 3 clear, 2 opaque (short runs fold into the
        // blend span), then clear to the end. Row 1: clear. Row 2: 5 translucent at the end.
        let row0 = Array(repeating: solid, count: 20) + Array(repeating: clear, count: 20) + Array(repeating: half, count: 4)
            + Array(repeating: clear, count: 3) + Array(repeating: solid, count: 2) + Array(repeating: clear, count: 15)
        let row2 = Array(repeating: clear, count: 59) + Array(repeating: half, count: 5)
        let layer = try surface(width: 64, rows: [row0, Array(repeating: clear, count: 64), row2])
        let spans = LayerSpans(of: layer)
        #expect(spans.description == "y0 [0,20) copy; y0 [40,49) blend; y2 [59,64) blend")
        #expect(spans.bounds == PixelBox(x: 0, y: 0, width: 64, height: 3))
        #expect(LayerSpans(of: try surface(width: 8, rows: [Array(repeating: clear, count: 8)])).bounds.isEmpty)
    }

    /// A row with every kind of pixel (opaque shapes, antialiased edges, a translucent
    /// gradient, a blurred shadow, text) over a striped, partly translucent destination.
    private func layerAndBackdrop() throws -> (layer: RasterSurface, backdrop: () throws -> RasterSurface) {
        let rasterizer = try CairoRasterizer.forCurrentThread()
        let row = try RenderPipeline.layOut(ComplexVisualRow(flattened: false), proposal: ProposedViewSize(width: 200, height: nil),
                                            scale: 2).displayList
        let layer = try rasterizer.render(row, size: CGSize(width: 200, height: 80), scale: 2)
        let stripes = HStack(spacing: 0) {
            Color.yellow
            Color.teal.opacity(0.4)
            Color.clear
            Color.indigo
        }
        let backdrop = try RenderPipeline.layOut(stripes, proposal: ProposedViewSize(width: 240, height: 100), scale: 2).displayList
        return (layer, { try rasterizer.render(backdrop, size: CGSize(width: 240, height: 100), scale: 2) })
    }

    /// How many bytes of the two surfaces' pixels differ (a count reads better than two dumps).
    private func differingBytes(_ a: RasterSurface, _ b: RasterSurface) -> Int {
        zip(a.bitmap().bytes, b.bitmap().bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// Paints `layer` into `target` at (x, y) through `paintDevice`, after `clip` (if any).
    private func paint(_ layer: RasterSurface, spans: LayerSpans?, into target: RasterSurface, x: Int, y: Int,
                       clip: ((OpaquePointer) -> Void)? = nil) throws {
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        clip?(cr)
        try CairoRasterizer.forCurrentThread().paintDevice(layer, x: x, y: y, opacity: 1, spans: spans, in: cr)
    }

    @Test func compositingAlongSpansGivesCairosPixels() throws {
        let (layer, backdrop) = try layerAndBackdrop()
        let spans = LayerSpans(of: layer)
        for (x, y) in [(0, 0), (17, 9), (-31, -5), (90, 60)] {
            let viaCairo = try backdrop(), viaSpans = try backdrop()
            try paint(layer, spans: nil, into: viaCairo, x: x, y: y)
            try paint(layer, spans: spans, into: viaSpans, x: x, y: y)
            #expect(differingBytes(viaSpans, viaCairo) == 0, "at (\(x), \(y))")
        }
    }

    @Test func aPixelRectangleClipIsHonoured() throws {
        let (layer, backdrop) = try layerAndBackdrop()
        let twoRectangles: (OpaquePointer) -> Void = { cr in
            cairo_rectangle(cr, 10, 10, 150, 40)
            cairo_rectangle(cr, 200, 30, 100, 100)
            cairo_clip(cr)
        }
        let viaCairo = try backdrop(), viaSpans = try backdrop()
        try paint(layer, spans: nil, into: viaCairo, x: 5, y: 3, clip: twoRectangles)
        try paint(layer, spans: LayerSpans(of: layer), into: viaSpans, x: 5, y: 3, clip: twoRectangles)
        #expect(differingBytes(viaSpans, viaCairo) == 0)
        #expect(try differingBytes(viaSpans, backdrop()) > 0, "something was drawn inside the clip")
    }

    @Test func aPathClipFallsBackToCairo() throws {
        let (layer, backdrop) = try layerAndBackdrop()
        let target = try backdrop()
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        cairo_arc(cr, 100, 50, 45, 0, 2 * Double.pi)
        cairo_clip(cr)
        #expect(LayerSpans(of: layer).composite(layer, x: 0, y: 0, in: cr) == nil, "a round clip is not whole-pixel rectangles")
        #expect(try differingBytes(target, backdrop()) == 0, "nothing drawn when it declines")
        // paintDevice then draws through Cairo, clip and all.
        let viaCairo = try backdrop(), viaFallback = try backdrop()
        let round: (OpaquePointer) -> Void = { cairo_arc($0, 100, 50, 45, 0, 2 * Double.pi); cairo_clip($0) }
        try paint(layer, spans: nil, into: viaCairo, x: 0, y: 0, clip: round)
        try paint(layer, spans: LayerSpans(of: layer), into: viaFallback, x: 0, y: 0, clip: round)
        #expect(differingBytes(viaFallback, viaCairo) == 0)
    }

    /// Spans index the pixels of the surface they were found in: given another surface (here
    /// a smaller one, which the kernel would read past), they decline and Cairo draws it.
    @Test func spansOfAnotherSurfaceDeclineInsteadOfReadingPastIt() throws {
        let (layer, backdrop) = try layerAndBackdrop()
        let small = try RasterSurface(width: 20, height: 10)
        let target = try backdrop()
        let cr = cairo_create(target.surface)!
        defer { cairo_destroy(cr) }
        #expect(LayerSpans(of: layer).composite(small, x: 0, y: 0, in: cr) == nil)
        #expect(try differingBytes(target, backdrop()) == 0, "nothing drawn when it declines")
        #expect(LayerSpans(of: layer).composite(layer, x: 0, y: 0, in: cr) != nil, "its own surface composites")
    }

    /// A fill whose clip box reaches past the target writes only the target's own pixels.
    @Test func aFillIsKeptInsideItsTarget() throws {
        let (layer, _) = try layerAndBackdrop()
        let spans = LayerSpans(of: layer)
        // The layer (400 × 160 pixels) placed so that all but its top-left quarter lies beyond.
        let target = try RasterSurface(width: 400, height: 160)
        let beyond = PixelBox(x: -100, y: -100, width: 10_000, height: 10_000)
        let filled = spans.fill(0xFFFF_FFFF, into: target, x: 200, y: 80, clip: beyond)
        let inside = spans.fill(0xFFFF_FFFF, into: target, x: 200, y: 80, clip: PixelBox(x: 0, y: 0, width: 400, height: 160))
        #expect(filled == inside)
        #expect(filled > 0)
    }
}
