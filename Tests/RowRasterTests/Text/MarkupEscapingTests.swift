import RowRasterDisplay
import Testing

/// `markupEscaped` writes the five characters that end or open markup as entities, and gives
/// back text with none of them unchanged (its fast path skips the per-character walk).
struct MarkupEscapingTests {
    @Test func eachSpecialCharacterBecomesItsEntity() {
        #expect("&".markupEscaped == "&amp;")
        #expect("<".markupEscaped == "&lt;")
        #expect(">".markupEscaped == "&gt;")
        #expect("\"".markupEscaped == "&quot;")
        #expect("'".markupEscaped == "&#39;")
        #expect("Tom & Jerry's <b>\"show\"</b>".markupEscaped == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;show&quot;&lt;/b&gt;")
    }

    @Test func textWithNothingToEscapeIsUnchanged() {
        for text in ["", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "日本語 ✓ café", "👩‍👩‍👧"] {
            #expect(text.markupEscaped == text)
        }
        // A special character anywhere, even last or after non-ASCII text, is still escaped.
        #expect("日本語&".markupEscaped == "日本語&amp;")
    }
}
