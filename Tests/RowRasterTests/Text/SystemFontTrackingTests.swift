import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterCairo

/// SF Pro's size-dependent tracking on the system font's substitute: Apple's table, what it adds
/// to a line's width, and that `tracking(_:)` adds to it rather than replacing it.
@MainActor
@Suite struct SystemFontTrackingTests {
    @Test func tableValuesAtTheSizesAppleStates() {
        // Thousandths of an em, from the Human Interface Guidelines' SF Pro table.
        let stated: [(Double, Double)] = [(6, 41), (10, 12), (11, 6), (12, 0), (13, -6), (15, -16), (17, -26),
                                          (20, -23), (22, -12), (28, 14), (34, 12), (80, 0)]
        for (size, perMille) in stated {
            #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.sfPro, size: size) == perMille, "\(size)")
        }
        // Body text: −0.442 points after each character.
        #expect(abs(SystemFontTracking.points(for: .default, size: 17) - -0.442) < 1e-12)
    }

    @Test func sizesBetweenAndBeyondTheTable() {
        // Between two whole sizes the value is interpolated, as a `trak` table's is.
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.sfPro, size: 17.5) == -25.5)
        // Outside the table the end values hold.
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.sfPro, size: 3) == 41)
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.sfPro, size: 200) == 0)
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.newYork, size: 400) == -18)
        // No tracking where none is published, and none for sizes that are not sizes.
        #expect(SystemFontTracking.points(for: .monospaced, size: 17) == 0)
        for size in [Double.nan, .infinity, 0, -4] {
            #expect(SystemFontTracking.points(for: .default, size: size) == 0)
        }
    }

    @Test func eachDesignHasItsOwnTable() {
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.sfProRounded, size: 17) == 22)
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.newYork, size: 17) == -4)
        #expect(SystemFontTracking.thousandthsOfEm(in: SystemFontTracking.newYork, size: 40) == -14)
    }

    /// A line of the system font is the same text in the same family, untracked (a custom font
    /// by that name has no tracking table) and at SF Pro's width, plus the table's amount between
    /// each pair of characters.
    @Test(arguments: [(17.0, -26.0), (12, 0), (10, 12), (15, -16), (28, 14), (34, 12)])
    func systemTextIsTrackedAtItsSize(size: Double, perMille: Double) throws {
        let sample = "Hamburgefonstiv"
        let system = try idealTextWidth(Text(sample).font(.system(size: size)))
        let untracked = try idealTextWidth(Text(sample).font(.custom("Inter", size: size)))
        let gaps = Double(sample.count - 1)
        // Drawn at SF Pro's width (SystemFontWidths), then tracked.
        let scaled = untracked * SystemFontWidths.scale(weight: 400, size: size)
        #expect(abs(system - (scaled + gaps * perMille * size / 1000)) < 0.01, "\(size)")
    }

    @Test func trackingAndKerningAddToTheSystemTracking() throws {
        let plain = try idealTextWidth(Text("Hello"))
        #expect(abs(try idealTextWidth(Text("Hello").tracking(1)) - (plain + 4)) < 0.01)
        #expect(abs(try idealTextWidth(Text("Hello").kerning(-0.5)) - (plain - 2)) < 0.01)
    }

    @Test func customFontsKeepTheirOwnSpacing() throws {
        // A registered or packaged family by name is drawn as designed, as on iOS.
        let custom = try idealTextWidth(Text("Hello").font(.custom("Inter", size: 17)))
        let system = try idealTextWidth(Text("Hello").font(.system(size: 17)))
        #expect(abs(custom - (system + 4 * 0.442)) < 0.01)
    }
}

/// SF Pro's tracking reaches only the characters SF Pro draws on iOS; other scripts come from
/// other fonts, with their own spacing.
@MainActor
@Suite struct SystemFontTrackingScriptTests {
    @Test(arguments: ["مرحبا بالعالم", "שלום עולם", "こんにちは世界", "สวัสดีชาวโลก", "नमस्ते दुनिया"])
    func otherScriptsKeepTheirFontsSpacing(sample: String) throws {
        // The spaces between the words belong to the script around them, so nothing is tracked.
        let system = try idealTextWidth(Text(sample).font(.system(size: 17)))
        let untracked = try idealTextWidth(Text(sample).font(.custom("Inter", size: 17)))
        #expect(abs(system - untracked) < 0.01, "\(sample)")
    }

    @Test func latinGreekAndCyrillicAreTracked() throws {
        for sample in ["Hello", "Γειά", "Привет"] {
            let system = try idealTextWidth(Text(sample).font(.system(size: 17)))
            let untracked = try idealTextWidth(Text(sample).font(.custom("Inter", size: 17)))
            #expect(abs(system - (untracked - Double(sample.count - 1) * 0.442)) < 0.01, "\(sample)")
        }
    }

    @Test func eachCharacterBelongsToSFProAnotherFontOrTheScriptAroundIt() {
        for scalar in ["a", "é", "Ω", "ж", "ẞ", "ﬁ"].flatMap(\.unicodeScalars) {
            #expect(PangoTextEngine.scriptOwner(scalar) == true, "\(scalar)")
        }
        for scalar in ["ب", "ש", "あ", "中", "한", "ก", "न", "Ａ"].flatMap(\.unicodeScalars) {
            #expect(PangoTextEngine.scriptOwner(scalar) == false, "\(scalar)")
        }
        for scalar in [" ", "1", ".", "€", "—", "×", "\u{FFFC}", "😀", "\u{301}", "、"].flatMap(\.unicodeScalars) {
            #expect(PangoTextEngine.scriptOwner(scalar) == nil, "\(scalar)")
        }
    }

    @Test func digitsAfterAnInlineImageOrEmojiStayTracked() throws {
        // "★ 4.5" and "👍 12": no letters of another script, so SF Pro's tracking applies
        // throughout (the image and emoji take no spacing of their own in either case).
        for sample in ["4.5 (120)", "👍 12"] {
            let system = try idealTextWidth(Text(sample).font(.system(size: 17)))
            let untracked = try idealTextWidth(Text(sample).font(.custom("Inter", size: 17)))
            #expect(system < untracked - 1, "\(sample)")
        }
    }
}
