import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Inline Markdown in string-literal `Text`, as SwiftUI applies it, and never in
/// `Text(verbatim:)` or a `String` value.
@MainActor
@Suite struct MarkdownTests {
    /// Each run as "text[traits]" with b(old) i(talic) c(ode) s(trike) and the link.
    private func runs(_ source: String) -> String {
        InlineMarkdown.parse(source).map { run in
            var traits = ""
            if run.traits.contains(.bold) { traits += "b" }
            if run.traits.contains(.italic) { traits += "i" }
            if run.traits.contains(.code) { traits += "c" }
            if run.traits.contains(.strikethrough) { traits += "s" }
            if let link = run.link { traits += "→" + link }
            return traits.isEmpty ? run.text : "\(run.text)[\(traits)]"
        }.joined(separator: "|")
    }

    @Test func emphasisCodeStrikeAndLinks() {
        #expect(runs("**bold** *italic* `code` ~~strike~~ [link](https://x)")
                == "bold[b]| |italic[i]| |code[c]| |strike[s]| |link[→https://x]")
        #expect(runs("__bold__ and _italic_") == "bold[b]| and |italic[i]")
        #expect(runs("***both***") == "both[bi]")
        #expect(runs("**a *b* c**") == "a [b]|b[bi]| c[b]")
        #expect(runs("*a **b***") == "a [i]|b[bi]")
        #expect(runs("[**Read** more](https://example.com/a)") == "Read[b→https://example.com/a]| more[→https://example.com/a]")
    }

    @Test func whatIsNotMarkdownStaysAsTyped() {
        #expect(runs("snake_case_name") == "snake_case_name")
        #expect(runs("2 * 3 * 4") == "2 * 3 * 4")
        #expect(runs("**unclosed") == "**unclosed")
        #expect(runs("\\*escaped\\*") == "*escaped*")
        #expect(runs("`**not bold**`") == "**not bold**[c]")
        #expect(runs("# Heading - item") == "# Heading - item")
        #expect(runs("[no link]") == "[no link]")
        #expect(runs("~single~") == "~single~")
    }

    @Test func onlyLiteralsAreParsed() throws {
        let title = "**not bold**"
        let dump = try displayListDump(VStack(alignment: .leading) {
            Text("**Bold** `mono` ~~gone~~ [link](https://x)")
            Text(verbatim: "**verbatim**")
            Text(title)
        })
        #expect(dump == """
        text "Bold" Inter 17 w700 #000000 + " " Inter 17 w400 #000000 + "mono" JetBrains Mono 17 w400 #000000 + " " Inter 17 w400 #000000 + "gone" Inter 17 w400 #000000 strike #000000 + " " Inter 17 w400 #000000 + "link" Inter 17 w400 #007AFF at (0 0) size (154.77 23)
        text "**verbatim**" Inter 17 w400 #000000 at (0 31) size (99.62 21)
        text "**not bold**" Inter 17 w400 #000000 at (0 60) size (95.47 21)
        """)
    }

    @Test func interpolationsTakeTheMarkdownAroundThemButAreNotParsed() throws {
        let name = "*Ann*"
        let dump = try displayListDump(Text("**\(name)** wrote").foregroundColor(.gray))
        #expect(dump == """
        text "*Ann*" Inter 17 w700 #8E8E93 + " wrote" Inter 17 w400 #8E8E93 at (0 0) size (99.29 21)
        """)
    }

    @Test func linksTakeTheTint() throws {
        let dump = try displayListDump(Text("[Open](https://x)").tint(.orange))
        #expect(dump.contains("\"Open\" Inter 17 w400 #FF9500"))
    }

    /// `^[…](inflect: true)` agrees the span's last word with its number, as Foundation does in
    /// English; the caret and the attributes are never drawn, and the span is not a link.
    @Test func inlineAttributeSpansInflectTheirNoun() {
        #expect(runs("Portugal · ^[5 night](inflect: true)") == "Portugal · 5 nights")
        #expect(runs("^[1 night](inflect: true)") == "1 night")
        #expect(runs("^[0 song](inflect:true), 1 hour") == "0 songs, 1 hour")
        #expect(runs("^[1,204 new **message**](inflect: true)") == "1,204 new |messages[b]")
        #expect(runs("^[2 box](inflect: true) ^[3 city](inflect: true) ^[2 day](inflect: true) ^[4 child](inflect: true)")
                == "2 boxes 3 cities 2 days 4 children")
        #expect(runs("^[2 night](morphology: {number: \"plural\"})") == "2 night")
        #expect(runs("^[no number](inflect: true)") == "no number")
        #expect(runs("x^2 and ^[unclosed") == "x^2 and ^[unclosed")
    }

    /// An inflected span in a `Text` literal reads its number from the interpolation: one
    /// night stays singular, five and zero nights are plural.
    @Test func inflectedSpansReadInterpolatedNumbers() throws {
        let dump = try displayListDump(VStack(alignment: .leading) {
            ForEach([1, 5, 0], id: \.self) { nights in
                Text("^[\(nights) night](inflect: true)")
            }
        })
        #expect(dump.components(separatedBy: "\n").map { $0.components(separatedBy: " Inter")[0] } == [
            "text \"1 night\"", "text \"5 nights\"", "text \"0 nights\"",
        ])
    }
}
