import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `TextRenderer` and `Text.Layout`: a renderer reads the text's laid-out lines, runs and
/// glyphs and draws the parts it wants, on the same text drawing path as plain text.
@MainActor
@Suite struct TextRendererTests {
    private func pixels(_ view: some View) throws -> [UInt8] {
        try RenderPipeline.render(view.padding(2), proposal: .unspecified, scale: 3).bitmap.bytes
    }

    /// Draws every line where it was laid out: what the text draws on its own.
    struct EveryLine: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { ctx.draw(line) }
        }
    }

    /// Draws every run on its own.
    struct EveryRun: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line { ctx.draw(run) }
            }
        }
    }

    /// Draws every glyph as a slice of its run, each in its own place.
    struct EveryGlyph: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for glyph in run { ctx.draw(glyph) }
                }
            }
        }
    }

    /// Draws only the runs marked with `Highlight`, over a yellow box the size of the run.
    struct Highlight: TextAttribute {}
    struct HighlightedRuns: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line where run[Highlight.self] != nil {
                    ctx.fill(Path(run.typographicBounds.rect), with: .color(.yellow))
                    ctx.draw(run)
                }
            }
        }
    }

    /// Styled runs, colour emoji and an inline symbol (both drawn as attachments).
    private let paragraph = Text("Swift on the server, ") + Text("bold").bold() + Text(" and ")
        + Text("red").foregroundColor(.red) + Text(" 🚀 ") + Text(Image(systemName: "star.fill"))

    @Test func aRendererDrawingEveryLineOrGlyphDrawsWhatTheTextDraws() throws {
        let text = paragraph.frame(width: 120)
        let plain = try pixels(text)
        #expect(try pixels(text.textRenderer(EveryLine())) == plain)
        #expect(try pixels(text.textRenderer(EveryRun())) == plain)
        #expect(try pixels(text.textRenderer(EveryGlyph())) == plain)
    }

    /// Glyphs drawn on their own take their run's colour every time, also after translucent
    /// text was drawn before them (Pango's shared renderer keeps the last alpha it drew with).
    @Test func glyphsKeepTheirColourAfterTranslucentText() throws {
        func card(_ renderer: Bool) -> some View {
            VStack {
                Text("Secondary first").foregroundStyle(.secondary)
                if renderer { Text("Then every glyph").textRenderer(EveryGlyph()) } else { Text("Then every glyph") }
            }
        }
        for _ in 0 ..< 3 { #expect(try pixels(card(true)) == pixels(card(false))) }
    }

    /// A run draws its underline and strikethrough where Pango's renderer puts them. Glyphs
    /// drawn one by one each draw their piece of it, which meet with antialiased seams.
    @Test func runsDrawTheirUnderlineAndStrikethroughAsTheTextDoes() throws {
        let text = (Text("Read ") + Text("the terms").underline() + Text(" before ") + Text("old price").strikethrough(color: .red))
            .frame(width: 200)
        #expect(try pixels(text.textRenderer(EveryRun())) == pixels(text))
    }

    @Test func theLayoutHasTheTextsLinesRunsAndGlyphs() throws {
        var captured: Text.Layout?
        struct Capture: TextRenderer {
            let keep: (Text.Layout) -> Void
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { keep(layout) }
        }
        _ = try displayListDump(Text("Hello world").frame(width: 44).textRenderer(Capture { captured = $0 }))
        let layout = try #require(captured)
        // "Hello " on the first line (its space ends it), "world" on the second; lines are
        // SF Pro's 20.29 points, the baseline its ascent (16.19) below each line's top.
        #expect(layout.count == 2)
        #expect(!layout.isTruncated)
        let first = layout[0], second = layout[1]
        #expect(dumpPrecision(first.origin.y) == 16.19 && dumpPrecision(second.origin.y) == 36.47)
        #expect(dumpPrecision(first.typographicBounds.rect) == CGRect(x: 0, y: 0, width: 38.92, height: 20.29))
        #expect(dumpPrecision(second.typographicBounds.rect.minY) == 20.29)
        #expect(first.flatMap(\.characterIndices).map(\.value) == Array(0 ..< 6))
        #expect(second.flatMap(\.characterIndices).map(\.value) == Array(6 ..< 11))
        let run = first[0]
        #expect(run.layoutDirection == .leftToRight)
        #expect(run.count == 6)
        // A slice's box starts where its first glyph does; the run's is all of them.
        #expect(run[1].typographicBounds.origin.x == run[0].typographicBounds.width)
        #expect(run[0 ..< run.count].typographicBounds == run.typographicBounds)
        #expect(run.typographicBounds.rect == first.typographicBounds.rect)
    }

    @Test func customAttributesMarkTheirRunsAndARendererCanDrawOnlyThose() throws {
        let text = (Text("Deploy ") + Text("failed").customAttribute(Highlight()) + Text(" twice")).frame(width: 300)
        let dump = try displayListDump(text.textRenderer(HighlightedRuns()))
        // Only the marked run is drawn, over a box from its first glyph to its last.
        #expect(dump == """
        group translate(77.62 0)
          fill rect(57.69 0 41.32 20.29) #FFCC00
          text "Deploy " Inter 17 w400 #000000 + "failed" Inter 17 w400 #000000 + " twice" Inter 17 w400 #000000 at (0 0) size (144.77 21) wrap 300 only line 0 run 1
        """)
    }

    @Test func aMovedLineDrawsWhereItWasMoved() throws {
        struct Lowered: TextRenderer {
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                for var line in layout {
                    line.origin.y += 10
                    ctx.draw(line)
                }
            }
        }
        let dump = try displayListDump(Text("Up").textRenderer(Lowered()))
        #expect(dump.contains("at (0 10)") && dump.contains("only line 0"))
    }

    @Test func aRendererCanSizeTheText() throws {
        struct Roomy: TextRenderer {
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { for line in layout { ctx.draw(line) } }
            func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
                let size = text.sizeThatFits(proposal)
                return CGSize(width: size.width + 20, height: size.height)
            }
        }
        let plain = try frames(of: "Text", in: Text("Up"))
        let roomy = try frames(of: "Text", in: Text("Up").textRenderer(Roomy()))
        #expect(dumpPrecision(roomy[0].width) == dumpPrecision(plain[0].width + 20))
    }

    /// Every text gives its layout to `Text.LayoutKey`; a reader resolves each layout's origin
    /// and draws at its lines: here a baseline rule under each line of two texts.
    @Test func textsGiveTheirLayoutsToTheLayoutKey() throws {
        let view = VStack(alignment: .leading, spacing: 10) {
            Text("Hello world").frame(width: 44)
            Text("Again")
        }
        .padding(5)
        .overlayPreferenceValue(Text.LayoutKey.self) { layouts in
            GeometryReader { proxy in
                ForEach(0 ..< layouts.count, id: \.self) { index in
                    let origin = proxy[layouts[index].origin]
                    ForEach(0 ..< layouts[index].layout.count, id: \.self) { line in
                        let bounds = layouts[index].layout[line].typographicBounds
                        Rectangle()
                            .frame(width: bounds.width, height: 1)
                            .offset(x: origin.x + bounds.origin.x, y: origin.y + bounds.origin.y)
                    }
                }
            }
        }
        let rules = try frames(of: "Rectangle", in: view).map(dumpPrecision)
        // "Hello " and "world" (the text 42.78 wide, centred in its 44-point frame), then
        // "Again" below the first text's 41-point frame (40.57 on the pixel grid) and the
        // spacing; each rule on its line's baseline, 16.19 below the line's top.
        #expect(rules.map(\.minY) == [21.19, 41.47, 72.19])
        #expect(rules.map(\.minX) == [5.61, 5.61, 5])
        #expect(rules.map(\.width) == [38.92, 42.78, 43.65])
    }
}
