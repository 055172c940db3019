import Foundation
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterCairo
import RowRasterDisplay
import Testing

/// Which grapheme clusters are drawn as colour emoji, and how big they are in a line of text.
@MainActor
@Suite struct EmojiClusterTests {
    @Test(arguments: ["🎉", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "🏳️‍🌈", "1️⃣", "#️⃣", "☀️", "❤️"])
    func colourEmoji(_ cluster: String) {
        #expect(EmojiGlyphs.isColorEmoji(Character(cluster)))
    }

    /// Text presentation by default (☀ ★ ❤ digits), or asked for with VS15, stays text.
    @Test(arguments: ["a", "1", "#", "☀", "★", "❤", "☀︎", "→", "é", "字"])
    func text(_ cluster: String) {
        #expect(!EmojiGlyphs.isColorEmoji(Character(cluster)))
    }

    /// An emoji takes the emoji font's advance at the text's size (Cairo 1.16 alone would lay
    /// it out at the font's 109 px strike), and the line keeps about the height of its text.
    @Test func anEmojiIsAboutAnEmWideAtTheTextsSize() throws {
        let engine = try PangoTextEngine.forCurrentThread()
        let font = FontSpec(families: ["Inter"], size: 17)
        func measure(_ text: String) throws -> TextMeasurement {
            try engine.measure(TextParagraph(spans: [TextSpan(text: text, font: font, color: .black)]),
                               in: TextBox(wrapWidth: nil, maxHeight: nil))
        }
        let plain = try measure("ab")
        let withEmoji = try measure("a🎉b")
        let emojiWidth = withEmoji.size.width - plain.size.width
        #expect(emojiWidth > 17 && emojiWidth < 17 * 1.4)
        #expect(withEmoji.lineCount == 1)
        #expect(withEmoji.size.height < plain.size.height * 1.3)
    }
}
