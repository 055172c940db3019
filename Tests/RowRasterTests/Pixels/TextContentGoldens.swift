import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Text as apps write it: timestamps, prices, Markdown messages, attributed runs and symbols
/// inline, in the render's fixed now (2026-01-15 09:41 UTC) and en_US.
@MainActor
@Suite struct TextContentGoldens {
    static let now = RenderDefaults.now

    @Test func chatRowWithTimestampAndMarkdownMessage() {
        let sent = Self.now.addingTimeInterval(-25 * 60)
        let row = HStack(alignment: .top, spacing: 12) {
            Circle().fill(Color.indigo).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Maya Lindqvist").font(.headline)
                    Spacer()
                    Text(sent, style: .time).font(.footnote).foregroundStyle(.secondary)
                }
                Text("Running **10 min late** — the _new_ slot is `14:30`, details in [the doc](https://example.com). ~~Room 4~~ Room 6")
                    .font(.subheadline)
                Text("Sent \(sent, style: .relative) ago")
                    .font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .frame(width: 360)
        assertGolden(of: row)
    }

    @Test func financeRowWithCurrencyAndPercent() {
        let row = HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("AAPL").font(.headline)
                Text("Apple Inc. · \(Self.now, format: .dateTime.month(.abbreviated).day().hour().minute())")
                    .font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(234.56, format: .currency(code: "USD")).font(.body.monospacedDigit())
                (Text(Image(systemName: "arrow.up")) + Text(" ") + Text(0.0123, format: .percent.precision(.fractionLength(2))))
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(Color.green)
            }
            VStack(alignment: .trailing, spacing: 2) {
                Text(2199.9, format: .currency(code: "EUR"))
                Text(-0.034, format: .percent.precision(.fractionLength(1))).foregroundStyle(Color.red)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
        }
        .padding(12)
        .frame(width: 360)
        assertGolden(of: row)
    }

    @Test func symbolsInlineAtTheTextsSizeAndColour() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text(Image(systemName: "star.fill")) + Text(" 4.8")
            (Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.8 · 1,204 ratings")).font(.caption)
            Text("Tap \(Image(systemName: "heart.fill")) to save, \(Image(systemName: "square.and.arrow.up")) to share")
                .font(.title3).foregroundStyle(Color.pink)
            Text("Wraps around \(Image(systemName: "bell.fill")) a symbol in the middle of a longer sentence \(Image(systemName: "checkmark.circle.fill"))")
                .frame(width: 240, alignment: .leading)
        }
        .padding(12)
        assertGolden(of: view)
    }

    @Test func gradientAndFadedTextCoverTheirSymbols() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("\(Image(systemName: "bolt.fill")) Fast charging \(Image(systemName: "heart.fill"))")
                .font(.title.bold())
                .foregroundStyle(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
            (Text(Image(systemName: "checkmark.circle.fill")) + Text(" Delivered"))
                .foregroundColor(.green)
                .opacity(0.4)
        }
        .padding(12)
        assertGolden(of: view)
    }

    @Test func attributedRunsAndDecorations() {
        var attributed = AttributedString("Headline ")
        attributed.font = .headline
        var price = AttributedString("$12")
        price.foregroundColor = .green
        price.swiftUI.underlineStyle = .single
        var old = AttributedString(" $18")
        old.strikethroughStyle = Text.LineStyle(color: .red)
        old.foregroundColor = .secondary
        var link = AttributedString(" Shop")
        link.link = URL(string: "https://example.com")
        var spaced = AttributedString(" spaced")
        spaced.kern = 3
        attributed += price + old + link + spaced
        let view = VStack(alignment: .leading, spacing: 6) {
            Text(attributed)
            Text("tracking 2").tracking(2) + Text(" kerning 2").kerning(2) + Text(" raised").baselineOffset(5)
            Text("underline blue").underline(color: .blue) + Text(" strike red").strikethrough(color: .red)
            HStack {
                Text("0123456789").monospacedDigit()
                Text("1111").monospacedDigit()
                Text("1111")
            }
            VStack(alignment: .leading) {
                Text("fontDesign serif, textCase")
                Text("monospaced view modifier").fontDesign(.monospaced)
            }
            .fontDesign(.serif)
            .textCase(.uppercase)
            .fontWeight(.semibold)
            VStack { Text("view kerning + underline") }.kerning(1).underline(color: .orange)
        }
        .padding(12)
        assertGolden(of: view)
    }
}
