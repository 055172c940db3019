extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` written as entities, safe inside HTML or XML
    /// text and attribute values (reports, contact sheets, fontconfig's configuration).
    package var markupEscaped: String {
        // Most text has nothing to escape: a scan of its bytes is far cheaper than walking its
        // characters (grapheme breaking), which a fresh process paid for every font path.
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                     || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
