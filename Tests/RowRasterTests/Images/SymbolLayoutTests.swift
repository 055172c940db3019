import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Symbols beside text as SwiftUI lays them out, their variants and their rendering modes.
@MainActor
struct SymbolLayoutTests {
    @Test func symbolsScaleWithTheFontAndTheImageScaleAndStandOnTheTextBaseline() throws {
        let cases: [(Font, CGFloat)] = [(.body, 17), (.title, 28)]
        let scales: [(Image.Scale, CGFloat)] = [(.small, 0.8), (.medium, 1), (.large, 1.29)]
        for (font, points) in cases {
            for (scale, factor) in scales {
                let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("Aa")
                    Image(systemName: "heart")
                    Image(systemName: "cart.fill")
                }
                .font(font)
                .imageScale(scale)
                let symbols = try frames(of: "Symbol", in: view)
                let (textFrame, textBaseline) = try #require(texts(view).first)
                let height = dumpPrecision(points * 1.2 * factor)
                #expect(symbols.map(\.height) == [height, height], "\(points) pt, \(scale)")
                // The hand-drawn heart is as wide as tall; the bootstrap cart is narrower than its box.
                #expect(symbols[0].width == height)
                #expect(symbols[1].width > 0 && symbols[1].width <= height)
                // Centred on the text's cap-height midline, 0.36 × the point size above the baseline,
                // whatever the scale: the medium symbol's baseline is the text's.
                for symbol in symbols {
                    #expect(abs(symbol.midY - (textFrame.minY + textBaseline - 0.36 * points)) < 0.02, "\(points) pt, \(scale)")
                }
                if scale == .medium {
                    #expect(abs(symbols[0].minY + height * 0.8 - (textFrame.minY + textBaseline)) < 0.02)
                }
            }
        }
        // The exact frames at 17 pt: 16.32, 20.4 and 26.32 points tall.
        let row = HStack(spacing: 0) {
            Image(systemName: "heart").imageScale(.small)
            Image(systemName: "heart")
            Image(systemName: "heart").imageScale(.large)
        }
        #expect(try frames(of: "Symbol", in: row) == [
            CGRect(x: 0, y: 5, width: 16.32, height: 16.32), CGRect(x: 16.32, y: 2.96, width: 20.4, height: 20.4),
            CGRect(x: 36.72, y: 0, width: 26.32, height: 26.32),
        ])
    }

    @Test func aResizableSymbolTakesTheProposalAndDrawsCentredInIt() throws {
        let view = Image(systemName: "heart").resizable().frame(width: 50, height: 30)
        #expect(try frames(of: "Symbol", in: view) == [CGRect(x: 0, y: 0, width: 50, height: 30)])
        let dump = try displayListDump(view)
        // The heart's 100-unit box scales to 30 points, centred across the 50.
        #expect(dump.hasPrefix("stroke path(M25,26.4 "), "\(dump.prefix(80))")
    }

    @Test func symbolVariantPicksTheVariantAndFallsBackToTheBase() throws {
        let view = VStack {
            Image(systemName: "heart")
            Image(systemName: "bell")
            Image(systemName: "gear")
            Image(systemName: "person.crop.circle").symbolVariant(.none)
        }
        .symbolVariant(.fill)
        let dump = try layoutDump(view)
        #expect(dump.contains("\"heart.fill\"") && dump.contains("\"bell.fill\""))
        #expect(dump.contains("\"gear\""), "no gear.fill: the base name")
        #expect(dump.contains("\"person.crop.circle\""))
        let circled = try layoutDump(Image(systemName: "play").symbolVariant(.circle.fill))
        #expect(circled.contains("\"play.circle.fill\""))
        let slashed = try layoutDump(Label("Muted", systemImage: "bell").symbolVariant(.slash))
        #expect(slashed.contains("\"bell.slash\""))
    }

    @Test func renderingModesColourTheLayers() throws {
        let check = "stroke path(M6.41,10.45 L9.06,13.11 L14.25,7.42)"
        let cut = "  group blend(destinationOut)\n    \(check) #000000 width 1.73 cap round join round"
        let disc = "fill ellipse(0.82 0.82 18.77 18.77)"
        func dump(_ view: some View) throws -> String { try displayListDump(view) }
        // Monochrome: the check is a hole in the disc.
        #expect(try dump(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue)) == """
            group compositingGroup
              \(disc) #007AFF
            \(cut)
            """)
        // Hierarchical: the disc at the style's secondary opacity, the check in the style.
        #expect(try dump(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)) == """
            group compositingGroup
              \(disc) #007AFF99
            \(cut)
              \(check) #007AFF width 1.73 cap round join round
            """)
        // …and with the default style, the label colours' secondary level.
        #expect(try dump(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)).contains("\(disc) #3C3C4399"))
        // Palette: the first style for the check, the second for the disc.
        #expect(try dump(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .green)) == """
            group compositingGroup
              \(disc) #34C759
            \(cut)
              \(check) #FFFFFF width 1.73 cap round join round
            """)
        // Palette with one style draws as monochrome.
        #expect(try dump(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.blue))
            == dump(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue)))
        // Multicolor: the symbol's own colours where it has them, the foreground elsewhere.
        let xmark = try dump(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(xmark.contains("\(disc) #8E8E93") && xmark.contains("#FFFFFF width"))
        let heart = try dump(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
        #expect(heart.hasPrefix("fill path(") && heart.hasSuffix("#FF3B30"))
        let rain = try dump(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.multicolor).foregroundStyle(.gray))
        #expect(rain.components(separatedBy: "#007AFF").count - 1 == 4, "four blue drops")
        #expect(rain.hasSuffix("#8E8E93"), "the cloud in the foreground style")
        let trash = try dump(Image(systemName: "trash.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(trash == (try dump(Image(systemName: "trash.fill").foregroundStyle(.blue))), "no colours of its own: monochrome")
        // The environment's mode reaches every symbol inside; the image's own wins.
        let both = try dump(HStack {
            Image(systemName: "checkmark.circle.fill")
            Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome)
        }.symbolRenderingMode(.palette).foregroundStyle(.white, .green))
        #expect(both.components(separatedBy: "#FFFFFF width").count - 1 == 1)
    }

    @Test func twoForegroundStylesSetThePrimaryAndSecondaryLevels() throws {
        let view = VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
            Text("c").foregroundStyle(.tertiary)
        }
        .foregroundStyle(.red, .blue)
        let dump = try displayListDump(view)
        #expect(dump.contains("\"a\" Inter 17 w400 #FF3B30") && dump.contains("\"b\" Inter 17 w400 #007AFF"))
        #expect(dump.contains("\"c\" Inter 17 w400 #007AFF"), "no third style: the tertiary level takes the last one")
        let three = try displayListDump(Text("c").foregroundStyle(.tertiary).foregroundStyle(.red, .blue, .green))
        #expect(three.contains("#34C759"))
        // A single style inside replaces the levels again.
        let inner = try displayListDump(VStack { Text("d").foregroundStyle(.secondary) }.foregroundStyle(.orange).foregroundStyle(.red, .blue))
        #expect(inner.contains("#FF950099"))
    }

    @Test func symbolsInsideTextFollowTheVariantTheScaleAndAnUnknownNameTakesNoSpace() throws {
        let plain = try frames(of: "Text", in: Text("A\(Image(systemName: "heart"))"))
        let large = try frames(of: "Text", in: Text("A\(Image(systemName: "heart"))").imageScale(.large))
        #expect(large[0].width > plain[0].width)
        // `envelope` is two strokes; `envelope.fill` one group (a filled body with the flap cut out).
        #expect(try displayListDump(Text("A\(Image(systemName: "envelope"))")).contains("[2 items]"))
        #expect(try displayListDump(Text("A\(Image(systemName: "envelope"))").symbolVariant(.fill)).contains("[1 items]"))
        let unknown = try frames(of: "Text", in: Text("A\(Image(systemName: "no.such.symbol"))"))
        let letter = try frames(of: "Text", in: Text("A"))
        #expect(unknown == letter)
    }
}
