import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Which open family stands in for each of Apple's font designs, and the font modifiers that
/// become OpenType features (small capitals, tabular digits).
@MainActor
@Suite struct FontDesignTests {
    @Test func eachDesignNamesItsFamily() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("default").font(.system(size: 17, weight: .semibold, design: .default))
            Text("serif").font(.system(size: 17, weight: .bold, design: .serif))
            Text("rounded").font(.system(.headline, design: .rounded))
            Text("monospaced").font(.system(.body, design: .monospaced, weight: .medium))
        })
        #expect(dump == """
        text "default" Inter 17 w600 #000000 at (0 0) size (56.1 21)
        text "serif" Noto Serif 17 w700 #000000 at (0 21) size (39.52 24)
        text "rounded" Quicksand 17 w600 #000000 at (0 45) size (70.84 21)
        text "monospaced" JetBrains Mono 17 w500 #000000 at (0 66) size (102 23)
        """)
    }

    @Test func designModifiersReachTheFont() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("font.monospaced").font(.caption.monospaced())
            Text("Text.monospaced").monospaced()
            Text("fontDesign").fontDesign(.serif)
            Text("markdown `code`")
            Text("bold italic").font(.body.bold().italic())
            Text("fontWeight").fontWeight(.heavy)
        })
        #expect(dump == """
        text "font.monospaced" JetBrains Mono 12 w400 #000000 at (0 0) size (108 16)
        text "Text.monospaced" JetBrains Mono 17 w400 #000000 at (0 16) size (153 23)
        text "fontDesign" Noto Serif 17 w400 #000000 at (0 39) size (87.09 24)
        text "markdown " Inter 17 w400 #000000 + "code" JetBrains Mono 17 w400 #000000 at (0 63) size (125.52 23)
        text "bold italic" Inter 17 w700 italic #000000 at (0 86) size (78.93 21)
        text "fontWeight" Inter 17 w800 #000000 at (0 107) size (95.74 21)
        """)
    }

    @Test func smallCapitalsBecomeOpenTypeFeatures() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("Small Caps").font(.body.smallCaps())
            Text("Lowercase").font(.body.lowercaseSmallCaps())
            Text("Uppercase").font(.body.uppercaseSmallCaps())
            Text("Off").font(.body.smallCaps().smallCaps(false))
            Text("Digits 10").font(.body.monospacedDigit().lowercaseSmallCaps())
        })
        #expect(dump == """
        text "Small Caps" Inter 17 w400 #000000 smcp c2sc at (0 0) size (85.27 21)
        text "Lowercase" Inter 17 w400 #000000 smcp at (0 21) size (83.15 21)
        text "Uppercase" Inter 17 w400 #000000 c2sc at (0 42) size (83.59 21)
        text "Off" Inter 17 w400 #000000 at (0 63) size (24.33 21)
        text "Digits 10" Inter 17 w400 #000000 tnum smcp at (0 84) size (68.81 21)
        """)
    }

    /// At the default Dynamic Type size (the only one rendered) all three custom-font calls give
    /// the size asked for; a packaged family's name is found, others draw the system font (Inter
    /// with SF Pro's line metrics) and warn (CustomFontTests).
    @Test func customFontsByName() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("size").font(.custom("Noto Serif", size: 20))
            Text("relativeTo").font(.custom("Noto Serif", size: 20, relativeTo: .caption))
            Text("fixedSize").font(.custom("JetBrains Mono", fixedSize: 11))
            Text("unknown").font(.custom("No Such Family", size: 15))
        })
        #expect(dump == """
        text "size" Noto Serif 20 w400 #000000 at (0 0) size (36.34 28)
        text "relativeTo" Noto Serif 20 w400 #000000 at (0 28) size (96.1 28)
        text "fixedSize" JetBrains Mono 11 w400 #000000 at (0 56) size (59.4 15)
        text "unknown" Inter 15 w400 #000000 at (0 71) size (62.63 18)
        """)
    }
}
