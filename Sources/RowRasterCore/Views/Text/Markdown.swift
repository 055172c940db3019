/// What inline Markdown gives a run of text.
struct MarkdownTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    static let bold = MarkdownTraits(rawValue: 1)
    static let italic = MarkdownTraits(rawValue: 2)
    static let code = MarkdownTraits(rawValue: 4)
    static let strikethrough = MarkdownTraits(rawValue: 8)
}

/// A run of text with the Markdown styling it has.
struct MarkdownRun: Hashable, Sendable {
    var text: String
    var traits: MarkdownTraits = []
    /// The destination of a `[text](url)` link around the run.
    var link: String?
}

/// The inline Markdown SwiftUI applies to `Text` made from a string literal
/// (`LocalizedStringKey`): `**bold**`/`__bold__`, `*italic*`/`_italic_`, `***both***`,
/// `` `code` ``, `~~strikethrough~~`, `[link](https://…)`, inline attributes (`^[5 night](inflect: true)`,
/// inflected by `MarkdownInflection`) and backslash escapes. Block syntax
/// (headings, lists, quotes) stays as typed, as SwiftUI shows it.
///
/// Foundation's `AttributedString(markdown:)` is not in swift-corelibs-foundation on Linux,
/// hence this parser. Emphasis follows CommonMark's delimiter-run idea in a simplified form:
/// an opener is followed by a non-space, a closer preceded by one, `_` does not open or close
/// inside a word, and nested runs close innermost first.
enum InlineMarkdown {
    private static let specials: Set<Character> = ["*", "_", "`", "~", "[", "\\", "^"]

    /// The runs of `source`; one plain run when there is nothing to parse. `argument` gives
    /// the text an interpolation's placeholder stands for, so that an inflected span can read
    /// its number.
    static func parse(_ source: String, argument: @escaping (Unicode.Scalar) -> String? = { _ in nil }) -> [MarkdownRun] {
        guard source.contains(where: { specials.contains($0) }) else { return [MarkdownRun(text: source)] }
        var parser = Parser(chars: Array(source), argument: argument)
        parser.parse(0..<parser.chars.count, traits: [], link: nil)
        return parser.runs
    }

    private struct Parser {
        let chars: [Character]
        let argument: (Unicode.Scalar) -> String?
        var runs: [MarkdownRun] = []

        init(chars: [Character], argument: @escaping (Unicode.Scalar) -> String?) {
            self.chars = chars
            self.argument = argument
        }

        mutating func emit(_ text: String, _ traits: MarkdownTraits, _ link: String?) {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.traits == traits, last.link == link {
                runs[runs.count - 1].text += text
            } else {
                runs.append(MarkdownRun(text: text, traits: traits, link: link))
            }
        }

        mutating func parse(_ range: Range<Int>, traits: MarkdownTraits, link: String?) {
            var literal = ""
            var i = range.lowerBound
            let end = range.upperBound
            func flush(_ parser: inout Parser) {
                parser.emit(literal, traits, link)
                literal = ""
            }
            while i < end {
                let c = chars[i]
                if c == "\\", i + 1 < end, chars[i + 1].isASCII, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                    literal.append(chars[i + 1])
                    i += 2
                    continue
                }
                if c == "`" {
                    let n = runLength(at: i, end)
                    if let close = codeSpanEnd(from: i + n, length: n, end) {
                        flush(&self)
                        var code = String(chars[(i + n)..<close])
                        // One space on each side is padding, as in CommonMark (`` ` `x` ` ``).
                        if code.count > 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                            code = String(code.dropFirst().dropLast())
                        }
                        emit(code, traits.union(.code), link)
                        i = close + n
                    } else {
                        literal += String(repeating: "`", count: n)
                        i += n
                    }
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    let n = runLength(at: i, end)
                    let wanted = c == "~" ? 2 : n
                    if n == wanted, n <= 3, canOpen(at: i, length: n, end),
                       let close = closer(for: c, length: n, from: i + n, end) {
                        flush(&self)
                        let added: MarkdownTraits = c == "~" ? .strikethrough : n == 1 ? .italic : n == 2 ? .bold : [.bold, .italic]
                        parse((i + n)..<close, traits: traits.union(added), link: link)
                        i = close + n
                    } else {
                        literal += String(chars[i..<(i + n)])
                        i += n
                    }
                    continue
                }
                if c == "^", i + 1 < end, chars[i + 1] == "[", let (textEnd, attributesEnd) = linkEnds(from: i + 1, end) {
                    // An inline-attribute span, `^[text](attributes)`: no link, and no caret.
                    flush(&self)
                    var span = Parser(chars: chars, argument: argument)
                    span.parse((i + 2)..<textEnd, traits: traits, link: link)
                    if MarkdownInflection.asksToInflect(String(chars[(textEnd + 2)..<attributesEnd])) {
                        MarkdownInflection.inflect(&span.runs, argument: argument)
                    }
                    for run in span.runs { emit(run.text, run.traits, run.link) }
                    i = attributesEnd + 1
                    continue
                }
                if c == "[", let (textEnd, urlEnd) = linkEnds(from: i, end) {
                    flush(&self)
                    let url = String(chars[(textEnd + 2)..<urlEnd]).trimmingCharacters(in: .whitespaces)
                    parse((i + 1)..<textEnd, traits: traits, link: url)
                    i = urlEnd + 1
                    continue
                }
                literal.append(c)
                i += 1
            }
            flush(&self)
        }

        /// How many copies of the character at `i` follow each other from `i`.
        func runLength(at i: Int, _ end: Int) -> Int {
            var j = i
            while j < end, chars[j] == chars[i] { j += 1 }
            return j - i
        }

        func isSpace(_ index: Int, _ end: Int) -> Bool {
            index < 0 || index >= end || chars[index].isWhitespace
        }

        func isWordCharacter(_ index: Int, _ end: Int) -> Bool {
            index >= 0 && index < end && (chars[index].isLetter || chars[index].isNumber)
        }

        func canOpen(at i: Int, length: Int, _ end: Int) -> Bool {
            guard !isSpace(i + length, end) else { return false }
            return chars[i] != "_" || !isWordCharacter(i - 1, end)
        }

        func canClose(at i: Int, length: Int, _ end: Int) -> Bool {
            guard i > 0, !chars[i - 1].isWhitespace else { return false }
            return chars[i] != "_" || !isWordCharacter(i + length, end)
        }

        /// Where the delimiter run closing an opener of `length` `c`s starts, skipping code
        /// spans and escapes; runs opened in between close first (innermost first).
        func closer(for c: Character, length: Int, from start: Int, _ end: Int) -> Int? {
            var nested: [Int] = []
            var j = start
            while j < end {
                let here = chars[j]
                if here == "\\" { j += 2; continue }
                if here == "`" {
                    let n = runLength(at: j, end)
                    j = codeSpanEnd(from: j + n, length: n, end).map { $0 + n } ?? j + n
                    continue
                }
                guard here == c else { j += 1; continue }
                let m = runLength(at: j, end)
                var remaining = m
                if canClose(at: j, length: m, end) {
                    while remaining > 0, let last = nested.last {
                        let used = min(last, remaining)
                        remaining -= used
                        if last == used { nested.removeLast() } else { nested[nested.count - 1] = last - used }
                    }
                    if nested.isEmpty, remaining >= length, c != "~" || remaining == 2 { return j + m - remaining }
                }
                if remaining > 0, canOpen(at: j + m - remaining, length: remaining, end) { nested.append(remaining) }
                j += m
            }
            return nil
        }

        /// Where a code span of `length` backticks opened before `start` closes.
        func codeSpanEnd(from start: Int, length: Int, _ end: Int) -> Int? {
            var j = start
            while j < end {
                guard chars[j] == "`" else { j += 1; continue }
                let m = runLength(at: j, end)
                if m == length { return j }
                j += m
            }
            return nil
        }

        /// For `[text](url)` starting at `i`: the index of `]` and of `)`.
        func linkEnds(from i: Int, _ end: Int) -> (Int, Int)? {
            var depth = 0
            var j = i
            while j < end {
                switch chars[j] {
                case "\\": j += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 {
                        guard j + 1 < end, chars[j + 1] == "(" else { return nil }
                        guard let close = chars[(j + 2)..<end].firstIndex(of: ")") else { return nil }
                        return (j, close)
                    }
                default: break
                }
                j += 1
            }
            return nil
        }
    }
}
