import Foundation
import Testing
@testable import RowRaster

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
        text "default" Inter 17 w600 #000000 at (0 0) size (57.89 20.57)
        text "serif" Noto Serif 17 w700 #000000 at (0 20.57) size (39.8 23.15)
        text "rounded" Inter 17 w600 #000000 at (0 43.73) size (68.9 20.57)
        text "monospaced" JetBrains Mono 17 w500 #000000 at (0 64.3) size (102 22.44)
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
        text "font.monospaced" JetBrains Mono 12 w400 #000000 at (0 0) size (108 15.84)
        text "Text.monospaced" JetBrains Mono 17 w400 #000000 at (0 15.84) size (153 22.44)
        text "fontDesign" Noto Serif 17 w400 #000000 at (0 38.28) size (87.7 23.15)
        text "markdown " Inter 17 w400 #000000 + "code" JetBrains Mono 17 w400 #000000 at (0 61.43) size (129.28 22.44)
        text "bold italic" Inter 17 w700 italic #000000 at (0 83.87) size (80.93 20.57)
        text "fontWeight" Inter 17 w800 #000000 at (0 104.45) size (94.98 20.57)
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
        text "Small Caps" Inter 17 w400 #000000 smcp c2sc at (0 0) size (89.25 20.57)
        text "Lowercase" Inter 17 w400 #000000 smcp at (0 20.57) size (86.69 20.57)
        text "Uppercase" Inter 17 w400 #000000 c2sc at (0 41.15) size (87.13 20.57)
        text "Off" Inter 17 w400 #000000 at (0 61.72) size (25.21 20.57)
        text "Digits 10" Inter 17 w400 #000000 tnum smcp at (0 82.3) size (72.35 20.57)
        """)
    }

    /// At the default Dynamic Type size (the only one rendered) all three custom-font calls give
    /// the size asked for; a packaged family's name is found, others fall back to Inter.
    @Test func customFontsByName() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("size").font(.custom("Noto Serif", size: 20))
            Text("relativeTo").font(.custom("Noto Serif", size: 20, relativeTo: .caption))
            Text("fixedSize").font(.custom("JetBrains Mono", fixedSize: 11))
            Text("unknown").font(.custom("No Such Family", size: 15))
        })
        #expect(dump == """
        text "size" Noto Serif 20 w400 #000000 at (0 0) size (36.34 27.24)
        text "relativeTo" Noto Serif 20 w400 #000000 at (0 27.24) size (96.1 27.24)
        text "fixedSize" JetBrains Mono 11 w400 #000000 at (0 54.48) size (59.4 14.52)
        text "unknown" No Such Family 15 w400 #000000 at (0 69) size (64.07 18.15)
        """)
    }
}
