import Foundation

/// Automatic grammar agreement for Markdown's inline-attribute spans, `^[5 night](inflect: true)`,
/// in the English of the render's `en_US` locale: a span whose number is not exactly one ends in
/// the plural of its last word ("5 nights", "0 songs", "1 song"), as Foundation inflects it.
///
/// Regular nouns take `-s`, `-es` after a sibilant and `-ies` after a consonant and `y`; a few
/// common irregular nouns have their own plural. Other spans and other attributes leave the
/// text as typed.
enum MarkdownInflection {
    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women",
        "foot": "feet", "tooth": "teeth", "mouse": "mice", "goose": "geese",
    ]

    /// Whether an inline-attribute span's attributes ask for inflection (`inflect: true`).
    static func asksToInflect(_ attributes: String) -> Bool {
        attributes.filter { !$0.isWhitespace }.contains("inflect:true")
    }

    /// Whether `text` holds a number other than exactly one, the case in which its noun is
    /// plural; an interpolation's placeholder counts as the text `argument` gives for it.
    static func needsPlural(_ text: String, argument: (Unicode.Scalar) -> String? = { _ in nil }) -> Bool {
        let expanded = text.unicodeScalars.map { argument($0) ?? String($0) }.joined()
        let numbers = expanded.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == ",") })
            .map { $0.filter { $0 != "," } }
            .compactMap(Double.init)
        guard let number = numbers.first else { return false }
        return number != 1
    }

    /// `word` in the plural, keeping a leading capital.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregular[lower] {
            return word.first?.isUppercase == true ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    /// `runs` with the last word of their text made plural, when `needsPlural` says so. A span
    /// that ends in an interpolation is left alone: its noun is not literal text.
    static func inflect(_ runs: inout [MarkdownRun], argument: (Unicode.Scalar) -> String? = { _ in nil }) {
        guard needsPlural(runs.map(\.text).joined(), argument: argument),
              let last = runs.lastIndex(where: { $0.text.contains(where: \.isLetter) }) else { return }
        let text = runs[last].text
        guard let wordEnd = text.lastIndex(where: \.isLetter) else { return }
        let afterWord = text.index(after: wordEnd)
        let rest = text[afterWord...].unicodeScalars.map(String.init).joined() + runs[(last + 1)...].map(\.text).joined()
        guard rest.unicodeScalars.allSatisfy({ argument($0) == nil }) else { return }
        let wordStart = text[..<afterWord].lastIndex(where: { !$0.isLetter }).map(text.index(after:)) ?? text.startIndex
        runs[last].text = String(text[..<wordStart]) + plural(of: String(text[wordStart..<afterWord])) + String(text[afterWord...])
    }
}
