import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct TextLayoutTests {
    @Test func idealSizeIsOneLineAndAWidthWraps() throws {
        let text = Text("The quick brown fox jumps over the lazy dog")
        let ideal = try texts(text)[0].0
        #expect(ideal.height < 25, "one line")
        let wrapped = try texts(text, proposal: ProposedViewSize(width: 120, height: nil))[0].0
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > ideal.height * 2.5, "three or more lines")
    }

    @Test func aConcreteHeightKeepsTheLinesThatFitButNeverFewerThanOne() throws {
        let text = Text("The quick brown fox jumps over the lazy dog")
        let line = try texts(text)[0].0.height
        // Each text's height is rounded up to the pixel grid (whole points at scale 1): two lines
        // of 20.29 are 41 points, one line 21.
        let two = try texts(text, proposal: ProposedViewSize(width: 120, height: line * 2 + 1))[0].0
        #expect(abs(two.height - line * 2) <= 1)
        let tiny = try texts(text, proposal: ProposedViewSize(width: 120, height: 3))[0].0
        #expect(abs(tiny.height - line) < 0.5)
    }

    @Test func lineLimitTruncates() throws {
        let text = Text("The quick brown fox jumps over the lazy dog").lineLimit(1)
        let limited = try texts(text, proposal: ProposedViewSize(width: 120, height: nil))[0].0
        let line = try texts(Text("The"))[0].0.height
        #expect(abs(limited.height - line) < 0.5)
    }

    @Test func firstTextBaselinesLineUpInAnHStack() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Title").font(.largeTitle)
            Text("caption").font(.caption)
            Text("two\nlines").font(.body)
        }
        let measured = try texts(row)
        let baselines = measured.map { $0.0.minY + $0.1 }
        #expect(abs(baselines[0] - baselines[1]) < 0.02)
        #expect(abs(baselines[0] - baselines[2]) < 0.02)
        #expect(measured[1].0.minY > measured[0].0.minY, "the smaller text sits lower")
    }

    @Test func lastTextBaselineUsesTheLastLine() throws {
        let row = HStack(alignment: .lastTextBaseline, spacing: 8) {
            Text("one\ntwo\nthree")
            Text("end").font(.caption)
        }
        let measured = try texts(row)
        #expect(abs(measured[0].0.maxY - measured[1].0.maxY) < 2, "bottoms nearly level: last baselines aligned")
        #expect(measured[1].0.minY > measured[0].0.minY + 30)
    }

    @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
        let text = Text("A headline that is too long").font(.title).lineLimit(1)
        let full = try texts(text)[0].0.width
        let shrunk = try layoutDump(text.minimumScaleFactor(0.5), proposal: ProposedViewSize(width: full * 0.7, height: nil))
        #expect(!shrunk.contains("Inter 28 "), "the font size went down")
        let size = try texts(text.minimumScaleFactor(0.5), proposal: ProposedViewSize(width: full * 0.7, height: nil))[0].0
        #expect(size.width <= full * 0.7 + 0.01)
        // Not allowed to shrink enough: truncated at the minimum scale.
        let floor = try layoutDump(text.minimumScaleFactor(0.9), proposal: ProposedViewSize(width: full * 0.5, height: nil))
        #expect(floor.contains("Inter 25.2 "))
    }

    @Test func textCaseAndStylesReachTheParagraph() throws {
        let text = (Text("Bold").bold() + Text(" italic").italic() + Text(" red").foregroundColor(.red))
            .font(.callout).textCase(.uppercase)
        let dump = try displayListDump(text)
        #expect(dump.contains("\"BOLD\" Inter 16 w700 #000000 + \" ITALIC\" Inter 16 w400 italic #000000 + \" RED\" Inter 16 w400 #FF3B30"))
    }
}
