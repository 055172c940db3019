import Foundation
import RowRasterCairo
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `.fontWidth(_:)` and `Font.width(_:)`: SF Pro's other widths drawn with Archivo along its
/// width axis, on the system font's default design only, as on iOS; the standard width (and
/// every width, when Archivo is not installed) with Inter.
@MainActor
@Suite struct FontWidthTests {
    @Test func eachWidthIsAPlaceOnArchivosWidthAxis() {
        #expect(Font.Width.compressed.widthAxis == 62)
        #expect(Font.Width.condensed.widthAxis == 75)
        #expect(Font.Width.expanded.widthAxis == 118)
        #expect(Font.Width.standard.widthAxis == nil)
        #expect(Font.Width(.nan).widthAxis == nil)
    }

    @Test func otherValuesInterpolateAndClamp() {
        // Straight between the named widths, through 108 at 0 (as wide as Inter).
        #expect(Font.Width(-0.25).widthAxis == 68.5)
        #expect(Font.Width(-0.1).widthAxis == 91.5)
        #expect(Font.Width(0.1).widthAxis == 113)
        // The end segments extended, then the axis's ends.
        #expect(Font.Width(0.3).widthAxis == 123)
        #expect(Font.Width(0.4).widthAxis == 125)
        #expect(Font.Width(5).widthAxis == 125)
        #expect(Font.Width(-0.35).widthAxis == 62)
        #expect(Font.Width(-2).widthAxis == 62)
        #expect(Font.Width(.infinity).widthAxis == 125)
        #expect(Font.Width(-.infinity).widthAxis == 62)
    }

    @Test func theFontTheDumpNames() throws {
        let dump = try displayListDump(VStack(alignment: .leading, spacing: 0) {
            Text("condensed").font(.headline).fontWidth(.condensed)
            Text("expanded").font(.headline.width(.expanded))
            Text("view").font(.body)
            Text("italic").font(.body).italic()
        }.fontWidth(.compressed))
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        // The text's own width wins over the enclosing view's, which reaches the rest.
        #expect(lines[0].hasPrefix("text \"condensed\" Archivo 17 w600 wdth 75 "))
        #expect(lines[1].hasPrefix("text \"expanded\" Archivo 17 w600 wdth 62 "), "the view's width wins over the font's")
        #expect(lines[2].hasPrefix("text \"view\" Archivo 17 w400 wdth 62 "))
        #expect(lines[3].hasPrefix("text \"italic\" Archivo 17 w400 italic wdth 62 "))
        let fontOwn = try displayListDump(Text("expanded").font(.headline.width(.expanded)))
        #expect(fontOwn.hasPrefix("text \"expanded\" Archivo 17 w600 wdth 118 "))
    }

    /// Widths against the standard (Inter) for a sentence, at body size with SF Pro's tracking:
    /// bands around Archivo's measured averages (capsize's method: 0.62, 0.72 and 1.10 × Inter
    /// at regular weight) wide enough for one sentence's letters.
    @Test func eachWidthIsItsShareOfTheStandard() throws {
        let sample = "The quick brown fox jumps over the lazy dog"
        let standard = try idealTextWidth(Text(sample))
        let ratio = { (value: Font.Width) throws -> Double in try idealTextWidth(Text(sample).fontWidth(value)) / standard }
        let compressed = try ratio(.compressed), condensed = try ratio(.condensed), expanded = try ratio(.expanded)
        #expect(compressed > 0.56 && compressed < 0.68, "compressed/standard \(compressed)")
        #expect(condensed > 0.68 && condensed < 0.80, "condensed/standard \(condensed)")
        #expect(expanded > 1.04 && expanded < 1.18, "expanded/standard \(expanded)")
        // Between the named widths, in order; near 0, about Inter's width.
        let nearStandard = try ratio(Font.Width(-0.01))
        #expect(nearStandard > 0.94 && nearStandard < 1.04, "-0.01/standard \(nearStandard)")
        #expect(try ratio(Font.Width(-0.25)) > compressed && ratio(Font.Width(-0.25)) < condensed)
        #expect(try ratio(Font.Width(0.1)) < expanded && ratio(Font.Width(1)) > expanded)
        #expect(try ratio(.standard) == 1 && ratio(Font.Width(.nan)) == 1)
    }

    @Test func weightsApplyAtEveryWidth() throws {
        let sample = "Arsenal 3–1"
        for value in [Font.Width.compressed, .condensed, .expanded] {
            let weights: [Font.Weight] = [.light, .regular, .semibold, .bold, .black]
            let widths = try weights.map { try idealTextWidth(Text(sample).font(.system(size: 17, weight: $0)).fontWidth(value)) }
            #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(value.name): \(widths)")
        }
    }

    @Test func theLineKeepsSFProsHeight() throws {
        let sample = "Scores 3–1"
        let standard = try #require(try laidOutNodes(Text(sample)).first).frame
        for value in [Font.Width.compressed, .condensed, .expanded] {
            let frame = try #require(try laidOutNodes(Text(sample).fontWidth(value)).first).frame
            #expect(frame.height == standard.height)
        }
    }

    @Test func otherDesignsAndCustomFontsKeepTheirWidth() throws {
        let output = try RenderPipeline.layOut(VStack(alignment: .leading, spacing: 0) {
            Text("rounded").font(.system(.body, design: .rounded)).fontWidth(.condensed)
            Text("serif").font(.system(.body, design: .serif)).fontWidth(.expanded)
            Text("mono").font(.system(.body, design: .monospaced).width(.compressed))
            Text("custom").font(.custom("Noto Serif", size: 17)).fontWidth(.condensed)
        }, proposal: .unspecified, scale: 1)
        let dump = output.displayList.dump()
        #expect(!dump.contains("wdth") && !dump.contains("Archivo"))
        #expect(output.warnings.isEmpty)
    }

    @Test func noWidthOrTheStandardOneIsInterWithNoWarning() throws {
        for text in [Text("Scores").fontWidth(.standard), Text("Scores").fontWidth(nil), Text("Scores").font(.body.width(.standard))] {
            let output = try RenderPipeline.layOut(text, proposal: .unspecified, scale: 3)
            #expect(output.warnings.isEmpty)
            #expect(try displayListDump(text).contains("\"Scores\" Inter 17 w400 #"))
        }
        let condensed = try RenderPipeline.layOut(Text("Scores").fontWidth(.condensed), proposal: .unspecified, scale: 3)
        #expect(condensed.warnings.isEmpty)
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.1).value == 0.1)
    }

    /// A machine without Archivo draws every width standard and says so; a strict render throws.
    @Test func withoutArchivoTheStandardWidthAndAWarning() throws {
        let standard = try RenderPipeline.layOut(Text("Scores").font(.headline), proposal: .unspecified, scale: 3)
        try FontLibrary.$widthFamilyOverride.withValue(false) {
            let cases: [(any View, String)] = [
                (Text("Scores").font(.headline).fontWidth(.condensed), "condensed"),
                (Text("Scores").font(.headline.width(.expanded)), "expanded"),
                (VStack { Text("Scores").font(.headline) }.fontWidth(.compressed), "compressed"),
                (Text("Scores").font(.headline).fontWidth(Font.Width(0.1)), "0.1"),
            ]
            for (view, name) in cases {
                let output = try RenderPipeline.layOut(AnyView(view), proposal: .unspecified, scale: 3)
                #expect(output.warnings == [.unavailableFontWidth(width: name)])
                #expect(output.size == standard.size, "drawn at the standard width")
                #expect(output.displayList.dump().contains("\"Scores\" Inter 17 w600 #"))
            }
            // Designs without widths never needed Archivo: no warning.
            let rounded = try RenderPipeline.layOut(Text("Scores").font(.system(.body, design: .rounded)).fontWidth(.condensed),
                                                    proposal: .unspecified, scale: 3)
            #expect(rounded.warnings.isEmpty)
            let renderer = ImageRenderer(content: Text("Scores").fontWidth(.expanded))
            renderer.treatsWarningsAsErrors = true
            #expect(throws: RenderError.fontWidthNotAvailable(width: "expanded")) { try renderer.bitmap() }
        }
        #expect(RenderWarning.unavailableFontWidth(width: "condensed").description.contains("Archivo, which is not installed"))
        #expect(RenderWarning.unavailableFontWidth(width: "condensed").description.contains("drawn at the standard width"))
    }

    /// The font set-up holds Archivo only when both its files are given; a set-up without them
    /// (a machine where install-dependencies.sh has not fetched them) still works.
    @Test func theFontSetUpWithAndWithoutArchivo() throws {
        let archivo = FontSetup.widthFamilyFiles
        let brand = "/fonts/Brand.otf"
        #expect(FontRegistry.files(registered: [brand]) { _ in true } == FontSetup.defaultFiles + archivo + [brand])
        // Without either of Archivo's files, neither joins; the rest of the set-up is unchanged.
        for missing in archivo {
            #expect(FontRegistry.files(registered: [brand]) { $0 != missing } == FontSetup.defaultFiles + [brand])
        }
        let without = try FontSetup(files: FontSetup.defaultFiles)
        #expect(!without.hasWidthFamily)
        let with = try FontSetup(files: FontSetup.defaultFiles + FontSetup.widthFamilyFiles)
        #expect(with.hasWidthFamily)
        #expect(FontRegistry.shared.hasWidthFamily, "this machine has run install-dependencies.sh")
        #expect(FontLibrary.shared.familyNames.contains("Archivo"))
    }
}
