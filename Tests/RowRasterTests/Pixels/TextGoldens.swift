import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Text as rows show it: styles, weights, wrapping, truncation, runs, scripts.
@MainActor
@Suite struct TextGoldens {
    static let sentence = "Pack my box with five dozen liquor jugs, then ship it overnight."

    @Test func everyTextStyle() {
        let styles: [(String, Font)] = [
            ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
            ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
            ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
        ]
        let view = VStack(alignment: .leading, spacing: 4) {
            ForEach(styles, id: \.0) { style in Text("\(style.0) — Rows 123").font(style.1) }
        }
        .padding(12)
        assertGolden(of: view)
    }

    @Test func everyWeightAndItalic() {
        let weights: [(String, Font.Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
            ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        let view = VStack(alignment: .leading, spacing: 2) {
            ForEach(weights, id: \.0) { weight in
                HStack(spacing: 12) {
                    Text(weight.0).fontWeight(weight.1)
                    Text("italic").fontWeight(weight.1).italic()
                }
            }
            Text("monospaced digits 1111 / 8888").font(.body.monospacedDigit())
            Text("design: serif").font(.system(size: 17, design: .serif))
            Text("design: monospaced").font(.system(size: 17, design: .monospaced))
        }
        .padding(12)
        assertGolden(of: view)
    }

    @Test(arguments: [120, 200, 320])
    func wrapping(width: Int) {
        let view = Text(Self.sentence).frame(width: CGFloat(width), alignment: .leading).padding(8)
        assertGolden(of: view, named: "\(width)")
    }

    /// The same label in the same width, cut and then tightened (`allowsTightening`): about 3 %
    /// too wide, it fits with its characters closer together; a longer one is cut either way.
    @Test func tightening() {
        let label = "Quarterly statement ready"
        let view = VStack(alignment: .leading, spacing: 6) {
            Text(label)
            Text(label).allowsTightening(true)
            Text(label + " now").allowsTightening(true)
        }
        .lineLimit(1)
        .frame(width: 196, alignment: .leading)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func truncationModes() {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("head: " + Self.sentence).truncationMode(.head)
            Text("middle: " + Self.sentence).truncationMode(.middle)
            Text("tail: " + Self.sentence).truncationMode(.tail)
            Text("two lines: " + Self.sentence).lineLimit(2)
        }
        .lineLimit(1)
        .frame(width: 220, alignment: .leading)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func mixedRuns() {
        let text = Text("Bold").bold() + Text(" italic").italic() + Text(" red").foregroundColor(.red)
            + Text(" underlined").underline() + Text(" struck").strikethrough(color: .red)
            + Text(" wide").kerning(3) + Text(" small").font(.caption) + Text(" raised").baselineOffset(6)
        assertGolden(of: text.padding(8))
    }

    @Test func alignmentAndLineSpacing() {
        let view = VStack(spacing: 12) {
            Text(Self.sentence).multilineTextAlignment(.leading)
            Text(Self.sentence).multilineTextAlignment(.center)
            Text(Self.sentence).multilineTextAlignment(.trailing).lineSpacing(6)
        }
        .frame(width: 240)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func arabicAndLatinOnOneLine() {
        // Inter has no Arabic: the fallback family shapes it, right to left, inside the Latin line.
        assertGolden(of: Text("Hello مرحبا بالعالم world 123").font(.title3).padding(8))
    }

    @Test func combiningMarksAndLigatures() {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Cafe\u{301} n\u{303} a\u{308} o\u{30A} — precomposed: Café ñ ä å")
            Text("Ligatures: ffi fl ff → office flow effect")
            Text("Z\u{324}\u{354}a\u{367}l\u{318}g\u{30A}o\u{356}")
        }
        .padding(8)
        assertGolden(of: view)
    }

    @Test func shrinksToFitAndGradientText() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("This headline shrinks to fit its row").font(.title).lineLimit(1).minimumScaleFactor(0.5)
            Text("Gradient text").font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
        }
        .frame(width: 260, alignment: .leading)
        .padding(8)
        assertGolden(of: view)
    }

    @Test func symbolsBesideTextOfThreeSizes() {
        let names = ["chevron.right", "checkmark", "checkmark.circle.fill", "star", "star.fill", "heart", "heart.fill",
                     "person.circle.fill", "trash", "magnifyingglass", "plus", "minus", "xmark", "bell", "gear",
                     "house", "envelope", "lock.fill", "calendar", "clock"]
        let fonts: [Font] = [.caption, .body, .title]
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(fonts.enumerated()), id: \.offset) { entry in
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("Aa")
                    ForEach(names, id: \.self) { Image(systemName: $0) }
                }
                .font(entry.element)
            }
        }
        .padding(8)
        assertGolden(of: view)
    }
}
