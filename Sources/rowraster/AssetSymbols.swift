import Foundation
import RowRaster

/// The asset symbols Xcode generates for an app target's asset catalogs (Xcode 15 and later):
/// a static `ColorResource` member for each colour set and an `ImageResource` member for each
/// image set, so that `Color(.brandBlue)` and `Image(.avatar)` compile, plus `Color` and
/// `ShapeStyle` members (`.foregroundStyle(.brandBlue)`). An app folder has no build step that
/// writes them, so `rowraster previews` writes the same declarations into the module it builds.
struct AssetSymbols {
    /// Asset names by the symbol Xcode gives them, in the order of the catalogs.
    private(set) var colors: [(symbol: String, name: String)] = []
    private(set) var images: [(symbol: String, name: String)] = []

    /// The symbols of `catalogs`; the first asset to claim a symbol keeps it, as a later one
    /// would be a redeclaration.
    init(catalogs: [AssetCatalog]) {
        var taken: Set<String> = []
        for catalog in catalogs {
            for name in catalog.colorNames {
                let symbol = Self.symbol(for: name, droppingSuffix: "color")
                if taken.insert("c" + symbol).inserted { colors.append((symbol, name)) }
            }
            for name in catalog.imageNames {
                let symbol = Self.symbol(for: name, droppingSuffix: "image")
                if taken.insert("i" + symbol).inserted { images.append((symbol, name)) }
            }
        }
    }

    /// The Swift source of the symbols. `Color`/`ShapeStyle` members whose names `declared`
    /// holds are left out: an app that declares `static let accent` itself builds with the
    /// extensions turned off in Xcode, and would otherwise meet a redeclaration here.
    func source(leavingOut declared: Set<String>) -> String {
        var lines = [
            "// Written by `rowraster previews` from the target's asset catalogs: the symbols Xcode",
            "// generates for them (GeneratedAssetSymbols.swift), which an app folder does not hold.",
            "import Foundation",
            "import SwiftUI",
            "",
            "private let resourceBundle = Foundation.Bundle.main",
            "",
            "extension ColorResource {",
        ]
        lines += colors.map { "    static let \(Self.escaped($0.symbol)) = ColorResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
        lines += ["}", "", "extension ImageResource {"]
        lines += images.map { "    static let \(Self.escaped($0.symbol)) = ImageResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
        lines += ["}", ""]
        let members = colors.filter { !declared.contains($0.symbol) }
        for owner in ["extension Color {", "extension ShapeStyle where Self == Color {"] {
            lines.append(owner)
            lines += members.map { "    static var \(Self.escaped($0.symbol)): Color { Color(ColorResource.\(Self.escaped($0.symbol))) }" }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// The names `sources` declare as static members (`static let accent`, `static var accent`),
    /// read as text: enough to keep a generated member from colliding with one of the app's.
    static func staticMembers(declaredIn sources: [String]) -> Set<String> {
        let pattern = /static\s+(?:let|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)/
        return Set(sources.flatMap { $0.matches(of: pattern).map { String($0.output.1) } })
    }

    /// The symbol Xcode derives from an asset's name, as its generated files show: words split
    /// at separators, case changes and digits; the first word lower-cased and the others
    /// capitalised (`"diary-filled"` → `diaryFilled`, `"UAEFlag"` → `uaeFlag`, `"MuseumMap-8k"`
    /// → `museumMap8K`); a last word equal to `suffix` dropped (`"AccentColor"` → `accent`); a
    /// name with no lower-case letter kept in capitals, its words joined by underscores
    /// (`"A220-300"` → `A_220_300`); a leading digit prefixed with an underscore (`"1"` → `_1`).
    static func symbol(for name: String, droppingSuffix suffix: String) -> String {
        var words = self.words(of: name)
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard !words.isEmpty else { return "_" }
        let symbol: String
        if !name.contains(where: \.isLowercase) {
            symbol = words.joined(separator: "_")
        } else {
            symbol = words.enumerated().map { index, word in
                index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
        }
        return symbol.first?.isNumber == true ? "_" + symbol : symbol
    }

    /// `name`'s words: runs of letters or digits, split where a lower-case letter meets a
    /// capital, where an acronym meets a capitalised word (`UAEFlag` → `UAE`, `Flag`), and where
    /// letters meet digits.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                    || (previous.isNumber != character.isNumber)
                if startsWord { words.append(String(current)); current = [] }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    private static func escaped(_ symbol: String) -> String {
        keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    private static func literal(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
