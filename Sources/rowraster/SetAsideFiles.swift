import Foundation

/// The source files a partial build set aside, with why, and the previews they held: what
/// `rowraster previews` reports when a package builds only in part.
struct SetAsideFiles {
    struct Entry {
        /// The target the file belongs to, and its path inside the target's folder.
        var target: String
        var relativePath: String
        /// The file's first error: what set it aside.
        var error: CompilerError
        /// The previews the file declares (their names as the runner would give them).
        var previews: [String]
        /// The types and functions the file declares at its top level: what another file
        /// that needed this one finds missing once it is set aside.
        var declarations: Set<String> = []

        var fileName: String { (relativePath as NSString).lastPathComponent }
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    func contains(target: String, relativePath: String) -> Bool {
        entries.contains { $0.target == target && $0.relativePath == relativePath }
    }

    /// The files set aside in `target`, relative to its folder.
    func files(in target: String) -> [String] { entries.filter { $0.target == target }.map(\.relativePath) }

    mutating func add(_ entry: Entry) {
        guard !contains(target: entry.target, relativePath: entry.relativePath) else { return }
        entries.append(entry)
    }

    /// The set-aside file that declares what `entry`'s error says is missing, if another does:
    /// `entry` was set aside because that file was. A missing member (`View.cardStyle`) is
    /// looked up whole, as an extension declares it, and by its type.
    private func provider(of entry: Entry) -> Entry? {
        guard let api = entry.error.missingAPI else { return nil }
        let type = api.split(separator: ".").first.map(String.init) ?? api
        return entries.first { $0.relativePath != entry.relativePath && ($0.declarations.contains(api) || $0.declarations.contains(type)) }
    }

    /// What `entry` was set aside for in the end: the error of the first file down the chain
    /// of files it needed (at most as many steps as there are files).
    private func rootCause(of entry: Entry) -> CompilerError {
        var current = entry
        for _ in entries {
            guard let next = provider(of: current) else { break }
            current = next
        }
        return current.error
    }

    /// `ChartCard.swift:12 uses Animatable (not supported)`; for a file that needed one set
    /// aside, `ChartSection.swift:4 uses ChartCard (from ChartCard.swift, set aside)`; else the
    /// compiler's message.
    func reason(for entry: Entry) -> String {
        let error = entry.error
        if let api = error.missingAPI, let provider = provider(of: entry) {
            return "\(entry.fileName):\(error.line) uses \(api) (from \(provider.fileName), set aside)"
        }
        if let api = error.missingAPI { return "\(entry.fileName):\(error.line) uses \(api) (not supported)" }
        return "\(entry.fileName):\(error.line): \(error.message)"
    }

    /// The missing API, each with the previews it keeps from rendering, most first: a file set
    /// aside because it needed another counts for what set that one aside.
    var missingAPIRanking: [(api: String, previews: Int)] {
        var counts: [String: Int] = [:]
        for entry in entries {
            let cause = rootCause(of: entry)
            counts[cause.missingAPI ?? cause.message, default: 0] += entry.previews.count
        }
        return counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// The report printed after a partial run.
    var report: String {
        let files = entries.count == 1 ? "1 file set aside; its previews were" : "\(entries.count) files set aside; their previews were"
        var lines = ["\(files) not rendered:"]
        for entry in entries {
            let previews = entry.previews.isEmpty ? "no previews" : entry.previews.map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("  \(entry.target)/\(entry.relativePath) (\(previews)): \(reason(for: entry))")
        }
        lines.append("missing API, by previews blocked:")
        for (api, count) in missingAPIRanking {
            lines.append("  \(count) \(count == 1 ? "preview" : "previews"): \(api)")
        }
        return lines.joined(separator: "\n")
    }

    /// The same, for `--json`: added to the runner's summary as `setAside` and `missingAPI`.
    var json: [String: Any] {
        [
            "setAside": entries.map { entry -> [String: Any] in
                ["target": entry.target, "file": entry.relativePath, "line": entry.error.line, "error": entry.error.message,
                 "missingAPI": entry.error.missingAPI ?? NSNull(), "reason": reason(for: entry), "previews": entry.previews]
            },
            "missingAPI": missingAPIRanking.map { ["api": $0.api, "previews": $0.previews] as [String: Any] },
        ]
    }

    /// The names a source file declares at its top level (`struct ChartCard`, `func format(…)`),
    /// read from lines that start with a declaration keyword, after access and other modifiers;
    /// and the members its extensions declare, as `View.cardStyle` (read from the lines at the
    /// extension's first indentation), which the compiler reports missing as a type's member
    /// once the file is set aside.
    static func declaredNames(inSource text: String) -> Set<String> {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "extension"]
        func declaration(in line: Substring) -> (keyword: Substring, name: String)? {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "(" || $0 == "{" })
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else { return nil }
            return (words[index], String(words[index + 1]))
        }
        var names: Set<String> = []
        // The type the enclosing extension extends, and the indentation of its members.
        var extended: String?, memberIndent: Substring?
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            if indent.isEmpty {
                extended = nil
                memberIndent = nil
                guard let (keyword, name) = declaration(in: line) else { continue }
                if keyword == "extension" { extended = name } else { names.insert(name) }
            } else if let type = extended {
                if memberIndent == nil { memberIndent = indent }
                guard indent == memberIndent, let (keyword, name) = declaration(in: line), keyword != "extension" else { continue }
                names.insert("\(type).\(name)")
            }
        }
        return names
    }

    /// The names of the previews a source file declares, read from its text: each `#Preview`'s
    /// name (or the file's name, as the runner names an unnamed one) and each `PreviewProvider`'s
    /// type name without `_Previews`.
    static func previewNames(inSource text: String, fileName: String) -> [String] {
        var names: [String] = []
        let base = ((fileName as NSString).deletingPathExtension as String)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#Preview") {
                let rest = trimmed.dropFirst("#Preview".count)
                if rest.hasPrefix("(\""), let end = rest.dropFirst(2).firstIndex(of: "\"") {
                    names.append(String(rest.dropFirst(2)[..<end]))
                } else {
                    names.append(base)
                }
            } else if trimmed.contains(": PreviewProvider"), let structRange = trimmed.range(of: "struct ") {
                let name = trimmed[structRange.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                names.append(name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : String(name))
            }
        }
        return names
    }
}
