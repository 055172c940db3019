import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The letters and currency signs set from the system font's glyphs
/// (`SymbolComposition+Characters.swift`, `SymbolNames+Letters.swift`, `SymbolNames+Indices.swift`).
extension SymbolSourcesTests {
    @Test(arguments: [
        "a.circle", "q.square.fill", "z.circle.fill", "m.square",
        "tengesign", "kipsign.circle", "polishzlotysign.circle.fill", "australiandollarsign.square.fill", "bahtsign",
    ])
    func charactersDrawOutlinesInTheBox(_ name: String) throws {
        try drawsOutlinesInTheBox(name)
    }

    /// The glyph, without its enclosure: the primary parts that fill.
    private func glyphBounds(_ name: String) throws -> CGRect {
        let drawing = try #require(SymbolCatalog.drawing(named: name))
        return zip(drawing.layers, drawing.parts).reduce(CGRect.null) { bounds, layered in
            guard layered.0 == .primary, case .fill(let path, _) = layered.1 else { return bounds }
            return bounds.union(path.curveBounds)
        }
    }

    /// Every letter is scaled by the cap height, not its own ink, so a narrow `I` stands as tall
    /// as an `E` or an `N`, centred in the ring as a `.circle` glyph is; only a letter wider than
    /// the ring's slot (`W`) is scaled by its width instead.
    @Test func lettersInCirclesStandAsTallAsEachOther() throws {
        let i = try glyphBounds("i.circle"), e = try glyphBounds("e.circle"), n = try glyphBounds("n.circle")
        let w = try glyphBounds("w.circle")
        #expect(abs(i.height - e.height) < 0.01 && abs(i.height - n.height) < 0.01, "\(i) \(e) \(n)")
        #expect(w.height < i.height && abs(w.width - (SymbolComposition.outer.width - 44)) < 0.01, "\(w)")
        #expect(i.width < e.width / 2)
        for bounds in [i, e, n, w] {
            #expect(abs(bounds.midX - 50) < 0.5 && abs(bounds.midY - 50) < 0.5, "\(bounds)")
        }
    }

    /// A bare sign is text at the symbol's size: the kip sign (a K with a bar) as tall as the
    /// system font's capitals at 100 points, its cap height centred in the 100-unit box.
    @Test func aBareSignIsTheFontsGlyphWithItsCapHeightCentred() throws {
        let kip = try glyphBounds("kipsign")
        #expect(kip.height > 65 && kip.height < 80, "\(kip)")
        #expect(abs(kip.midY - 50) < 1, "\(kip)")
    }

    /// A character no font has fails (the render then warns that the symbol could not be drawn)
    /// instead of drawing the missing-glyph box.
    @Test func aCharacterNoFontHasFailsInsteadOfDrawingABox() {
        guard case .failure(let error) = SymbolComposition.characters("\u{10FFFD}") else {
            Issue.record("a private-use character drew"); return
        }
        #expect(error.reason.contains("noGlyph"), "\(error)")
    }
}

extension SymbolSourcesTests {
    /// The box a letter or a two-digit number is laid out by is a cut of no area: it removes
    /// nothing, so it draws nothing, and the symbol needs no compositing group (an offscreen
    /// layer per symbol) unless something else in it cuts pixels, as a `.fill` disc's glyph does.
    @Test @MainActor func aLayoutBoxOfNoAreaDrawsNoGroup() throws {
        for name in ["a.circle", "42.circle", "dollarsign"] {
            let dump = try displayListDump(Image(systemName: name))
            #expect(!dump.contains("group"), "\(name):\n\(dump)")
        }
        let filled = try displayListDump(Image(systemName: "a.circle.fill"))
        #expect(filled.hasPrefix("group compositingGroup") && filled.contains("group blend(destinationOut)"), "\(filled)")
    }
}
