import Foundation
import RowRasterCairo
import RowRasterDisplay
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Text is as tall as SF Pro's lines on iOS, whatever the substitute font's own metrics: a
/// line is UIFont's `lineHeight` (1.1934 × the point size), the text's height rounded up to whole
/// pixels as SwiftUI rounds text frames, the first baseline at SF Pro's ascender.
@MainActor
@Suite struct TextMetricsTests {
    private func frame<V: View>(_ view: V, scale: CGFloat = 3, width: CGFloat? = nil) throws -> CGRect {
        let nodes = try laidOutNodes(view, proposal: ProposedViewSize(width: width, height: nil), scale: scale)
        return try #require(nodes.compactMap { $0 as? TextNode }.first).frame
    }

    /// One line of each text style at @3x, in pixels: ⌈1.1934 × Apple's point size × 3⌉.
    @Test func eachTextStylesLineIsSFProsLineHeightOnThePixelGrid() throws {
        let expected: [(Font, String, CGFloat)] = [
            (.largeTitle, "largeTitle 34", 122), (.title, "title 28", 101), (.title2, "title2 22", 79), (.title3, "title3 20", 72),
            (.headline, "headline 17", 61), (.body, "body 17", 61), (.callout, "callout 16", 58), (.subheadline, "subheadline 15", 54),
            (.footnote, "footnote 13", 47), (.caption, "caption 12", 43), (.caption2, "caption2 11", 40),
        ]
        for (font, name, pixels) in expected {
            let height = try frame(Text("Hamburgefonstiv").font(font)).height
            #expect((height * 3).rounded() == pixels, "\(name): \(height * 3) px")
            #expect(abs(height * 3 - pixels) < 0.001, "\(name) lies on the pixel grid")
        }
    }

    /// `Font.leading(_:)`: a text style's lines 2 points closer (tight) or further apart
    /// (loose), as UIKit's leading traits do; a font of a fixed size keeps its line height.
    @Test func tightAndLooseLeadingMoveEachLineByTwoPoints() throws {
        // Two lines of 17-point body text, 20.29 points each, at @3x: ⌈121.72⌉ px.
        #expect(try frame(Text("Two\nlines").font(.body.leading(.standard))).height * 3 == 122)
        #expect(try frame(Text("Two\nlines").font(.body.leading(.tight))).height * 3 == 110)
        #expect(try frame(Text("Two\nlines").font(.body.leading(.loose))).height * 3 == 134)
        #expect(try frame(Text("One line").font(.headline.leading(.tight))).height * 3 == 55)
        #expect(try frame(Text("Two\nlines").font(.system(size: 17).leading(.tight))).height * 3 == 122)
    }

    @Test func linesStepByTheLineHeightPlusLineSpacing() throws {
        #expect(try frame(Text("Two\nlines")).height * 3 == 122)
        // Wrapped lines step the same way as explicit ones.
        let nodes = try laidOutNodes(Text("The quick brown fox jumps over the lazy dog"), proposal: ProposedViewSize(width: 120, height: nil), scale: 3)
        let wrapped = try #require(nodes.compactMap { $0 as? TextNode }.first)
        let lines = wrapped.fit(for: wrapped.placedProposal).1.lineCount
        #expect(lines >= 3)
        #expect(abs(wrapped.frame.height * 3 - (CGFloat(lines) * 17 * 2444 / 2048 * 3).rounded(.up)) < 0.001, "\(lines) lines: \(wrapped.frame.height * 3) px")
        // lineSpacing adds between lines, not after the last.
        #expect(try frame(Text("Two\nlines").lineSpacing(10)).height * 3 == (2 * 20.288 * 3 + 30).rounded(.up))
        // At @2x the grid is half points: ⌈40.58 × 2⌉ / 2 = 41.
        #expect(try frame(Text("Two\nlines"), scale: 2).height == 41)
    }

    @Test func theFirstBaselineIsSFProsAscender() throws {
        let nodes = try laidOutNodes(Text("Body").font(.body), scale: 3)
        let text = try #require(nodes.compactMap { $0 as? TextNode }.first)
        let baseline = text.fit(for: text.placedProposal).1.firstBaseline
        #expect(abs(baseline - 17 * 1950 / 2048) < 0.01, "16.19 points below the top: \(baseline)")
    }

    /// A custom font keeps its own metrics, as on iOS: Noto Serif's line is taller than SF Pro's.
    @Test func customAndSerifFontsKeepTheirOwnLineHeight() throws {
        let serif = try frame(Text("Serif").font(.system(size: 17, design: .serif)))
        #expect(serif.height * 3 > 61)
    }

    /// Inter's contextual alternates would turn `->` into an arrow; SF Pro shows what was typed.
    @Test func contextualAlternatesAreOffForTheSystemFont() throws {
        let system = try #require(Font.body.spec().openTypeFeatures.contains("-calt") ? Font.body.spec() : nil)
        #expect(!Font.system(size: 17, design: .serif).spec().openTypeFeatures.contains("-calt"))
        let engine = try PangoTextEngine(fonts: FontSetup.shared())
        func width(_ font: FontSpec) throws -> Double {
            let span = TextSpan(text: "a->b", font: font, color: .black)
            return try engine.measure(TextParagraph(spans: [span]), in: TextBox(wrapWidth: nil, maxHeight: nil)).size.width
        }
        var withAlternates = system
        withAlternates.contextualAlternatesOff = false
        #expect(try width(system) != width(withAlternates), "Inter's calt changes `->`; off, the two characters stay")
    }
}
