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
        text "Bold" Inter 17 w700 #000000 + " " Inter 17 w400 #000000 + "mono" JetBrains Mono 17 w400 #000000 + " " Inter 17 w400 #000000 + "gone" Inter 17 w400 #000000 strike #000000 + " " Inter 17 w400 #000000 + "link" Inter 17 w400 #007AFF at (0 0) size (153.65 23)
        text "**verbatim**" Inter 17 w400 #000000 at (0 31) size (99.62 21)
        text "**not bold**" Inter 17 w400 #000000 at (0 60) size (95.47 21)
        """)
    }

    @Test func interpolationsTakeTheMarkdownAroundThemButAreNotParsed() throws {
        let name = "*Ann*"
        let dump = try displayListDump(Text("**\(name)** wrote").foregroundColor(.gray))
        #expect(dump == """
        text "*Ann*" Inter 17 w700 #8E8E93 + " wrote" Inter 17 w400 #8E8E93 at (0 0) size (97.74 21)
        """)
    }

    @Test func linksTakeTheTint() throws {
        let dump = try displayListDump(Text("[Open](https://x)").tint(.orange))
        #expect(dump.contains("\"Open\" Inter 17 w400 #FF9500"))
    }
}
