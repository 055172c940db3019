extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` written as entities, safe inside HTML or XML
    /// text and attribute values (reports, contact sheets, fontconfig's configuration).
    package var markupEscaped: String {
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
