import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// The font designs (serif, rounded, monospaced) in the weights rows use, and small capitals.
@MainActor
@Suite struct FontDesignGoldens {
    @Test func designsInRowWeights() {
        let designs: [(String, Font.Design)] = [
            ("default", .default), ("serif", .serif), ("rounded", .rounded), ("monospaced", .monospaced),
        ]
        let view = VStack(alignment: .leading, spacing: 4) {
            ForEach(designs, id: \.0) { design in
                HStack(spacing: 10) {
                    Text(design.0).font(.system(size: 17, weight: .regular, design: design.1))
                    Text("Semibold").font(.system(size: 17, weight: .semibold, design: design.1))
                    Text("Bold").font(.system(size: 17, weight: .bold, design: design.1))
                    Text("Italic 0123").font(.system(size: 17, design: design.1).italic())
                }
            }
        }
        .padding(12)
        assertGolden(of: view)
    }

    /// SF Pro's widths, as a scoreboard row sets them: Archivo at `wdth` 62, 75 and 118 beside
    /// the standard (Inter), in regular, bold, semibold with monospaced digits, and italic
    /// (Archivo's italic).
    @Test func systemFontWidths() {
        let widths: [(String, Font.Width)] = [
            ("compressed", .compressed), ("condensed", .condensed), ("standard", .standard), ("expanded", .expanded),
        ]
        let view = VStack(alignment: .leading, spacing: 4) {
            ForEach(widths, id: \.0) { width in
                HStack(spacing: 10) {
                    Text(width.0).font(.system(size: 17))
                    Text("Arsenal 3–1").font(.system(size: 17, weight: .bold))
                    Text("90+4′").font(.system(size: 17, weight: .semibold)).monospacedDigit()
                    Text("Full time").font(.system(size: 17)).italic()
                }
                .fontWidth(width.1)
            }
        }
        .padding(12)
        assertGolden(of: view)
    }

    /// A row in an app's own font, registered from its file (Noto Serif Display stands in for
    /// a brand font): by family name, by a PostScript name (its bold face), beside system text.
    @Test func registeredCustomFont() throws {
        try FontLibrary.shared.register(fontFile: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Regular.ttf"))
        try FontLibrary.shared.register(fontFile: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Bold.ttf"))
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("The Harbour Review").font(.custom("NotoSerifDisplay-Bold", size: 28))
            Text("Issue 42 · Autumn").font(.custom("Noto Serif Display", size: 17, relativeTo: .body))
            Text("Read the lead story, then the letters.").font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(16)
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: nil))
    }

    /// In the serif design: Noto Serif has `smcp` and `c2sc`; Debian's Inter has neither.
    @Test func smallCapitals() {
        let serif = Font.system(.title3, design: .serif)
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Plain Text AaA aAa").font(serif)
            Text("smallCaps AaA aAa").font(serif.smallCaps())
            Text("lowercaseSmallCaps AaA aAa").font(serif.lowercaseSmallCaps())
            Text("uppercaseSmallCaps AaA aAa").font(serif.uppercaseSmallCaps())
        }
        .padding(12)
        assertGolden(of: view)
    }
}
