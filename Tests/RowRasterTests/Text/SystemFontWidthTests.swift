import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterCairo

/// Inter drawn at SF Pro's advance widths: the table's scales by weight and optical size, that a
/// render applies exactly that scale to Inter and to nothing else, and widths iOS itself reported.
@MainActor
@Suite struct SystemFontWidthTests {
    @Test func scalesByWeightAndOpticalSize() {
        // Text cut (≤ 17 pt): regular Inter is within the step of SF Pro Text; heavier weights
        // of SF Pro are wider than Inter's.
        #expect(SystemFontWidths.scale(weight: 400, size: 17) == 1)
        #expect(SystemFontWidths.scale(weight: 400, size: 11) == 1)
        #expect(SystemFontWidths.scale(weight: 600, size: 15) == 1.015)
        #expect(SystemFontWidths.scale(weight: 700, size: 17) == 1.03)
        // Display cut (≥ 28 pt) and the blend between: 22 pt is 0.527 of the way to Display.
        #expect(SystemFontWidths.scale(weight: 400, size: 34) == 0.875)
        #expect(SystemFontWidths.scale(weight: 700, size: 28) == 0.92)
        #expect(SystemFontWidths.scale(weight: 400, size: 22) == 0.93)
        #expect(SystemFontWidths.scale(weight: 400, size: 20) == 0.97)
        // Weights beyond the table take its ends; sizes that are not sizes draw as designed.
        #expect(SystemFontWidths.scale(weight: 100, size: 34) == SystemFontWidths.scale(weight: 300, size: 34))
        #expect(SystemFontWidths.scale(weight: 900, size: 17) == 1.05)
        #expect(SystemFontWidths.scale(weight: 400, size: .nan) == 1)
        #expect(SystemFontWidths.scale(weight: 400, size: .infinity) == 1)
    }

    @Test func everyScaleHasAFamilyTheFontEngineSetsUp() {
        let scales = Set(SystemFontWidths.scales)
        for weight in stride(from: 100, through: 900, by: 50) {
            for size in stride(from: 6.0, through: 60, by: 0.5) {
                let scale = SystemFontWidths.scale(weight: weight, size: size)
                #expect(scale == 1 || scales.contains(scale), "\(weight) \(size) \(scale)")
            }
        }
    }

    /// A line of the system font is the same text in Inter by name (drawn as designed, untracked)
    /// times the scale, plus the tracking between characters.
    @Test(arguments: [(34.0, 400), (28, 700), (22, 400), (17, 700), (15, 600), (13, 400)])
    func systemTextIsInterAtItsScale(size: Double, weight: Int) throws {
        let sample = "Hamburgefonstiv 2026"
        let fontWeight = Font.Weight(value: weight)
        let system = try idealTextWidth(Text(sample).font(.system(size: size, weight: fontWeight)))
        let inter = try idealTextWidth(Text(sample).font(.custom("Inter", size: size).weight(fontWeight)))
        let scale = SystemFontWidths.scale(weight: weight, size: size)
        let tracking = SystemFontTracking.points(for: .default, size: size) * Double(sample.count - 1)
        #expect(abs(system - (inter * scale + tracking)) < 0.05, "\(size) \(weight)")
    }

    /// The fallback fonts for other scripts stand in for PingFang, SF Arabic and the others,
    /// not for SF Pro: a large title in Chinese or Arabic keeps its font's own width.
    @Test(arguments: ["漢字の世界", "مرحبا"])
    func otherScriptsKeepTheirWidthInALargeTitle(sample: String) throws {
        let system = try idealTextWidth(Text(sample).font(.largeTitle))
        let asDesigned = try idealTextWidth(Text(sample).font(.custom("Inter", size: 34)))
        #expect(abs(system - asDesigned) < 0.01, "\(sample)")
    }

    /// Widths iOS reported for the system font, as public iOS unit tests assert them.
    @Test func widthsIOSReported() throws {
        // `boundingRect` of "Some string here" in 16-point bold, truncated to an Int: 132
        // (Inter's own bold would give 128).
        let bold = try idealTextWidth(Text("Some string here").font(.system(size: 16, weight: .bold)))
        #expect(Int(bold) == 132)
        // "string" in `boldSystemFont(ofSize: 16)` (semibold at text sizes), rounded up: 45.
        #expect(try idealTextWidth(Text("string").font(.system(size: 16, weight: .semibold))).rounded(.up) == 45)
        // "a" and "aa" at 15 points, floored: 8 and 16; "a" at 30 points bold, floored: 16.
        #expect(Int(try idealTextWidth(Text("a").font(.system(size: 15)))) == 8)
        #expect(Int(try idealTextWidth(Text("aa").font(.system(size: 15)))) == 16)
        #expect(Int(try idealTextWidth(Text("a").font(.system(size: 30, weight: .bold)))) == 16)
        // A `UILabel`'s width in `.title1` (28 points) in a reference image: 210.67 points, where
        // Inter as designed gives 236.5. Lowercase is SF Pro's; the capital and the punctuation
        // are relatively wider in SF Pro Display, so the line is 1.4 % short.
        let title = try idealTextWidth(Text("What's the point?").font(.system(size: 28)))
        #expect(abs(title - 210.67) / 210.67 < 0.02)
    }
}

/// The width of `text` laid out at its ideal size, unrounded.
@MainActor
func idealTextWidth(_ text: some View) throws -> Double {
    let node = try #require(try laidOutNodes(text.fixedSize(), proposal: .unspecified).compactMap { $0 as? TextNode }.first)
    return Double(node.frame.width)
}
