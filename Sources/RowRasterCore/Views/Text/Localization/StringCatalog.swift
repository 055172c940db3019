import Foundation

/// One String Catalog (`.xcstrings`, Xcode 15's JSON format): for each key, its value in each
/// language, a plain string or one per plural category.
struct StringCatalog: Sendable {
    enum Value: Sendable, Equatable {
        case string(String)
        /// Values by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
        case plural([String: String])
    }

    /// The table's name: the file's name without `.xcstrings` (`Localizable` unless the app
    /// names another with `Text(_:tableName:)`).
    let table: String
    /// `entries[key][language]`.
    let entries: [String: [String: Value]]

    /// Reads a catalog; a file that is not one throws `RenderError.unreadableFile` naming it.
    init(contentsOf url: URL) throws(RenderError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadableFile(url.path, reason: "it could not be read")
        }
        guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = json["strings"] as? [String: Any] else {
            throw .unreadableFile(url.path, reason: "it is not a String Catalog (no \"strings\" object)")
        }
        table = url.deletingPathExtension().lastPathComponent
        var entries: [String: [String: Value]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let value = Self.stringUnitValue(localization) {
                    entries[key, default: [:]][language] = .string(value)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    let values = plural.compactMapValues { ($0 as? [String: Any]).flatMap(Self.stringUnitValue) }
                    if !values.isEmpty { entries[key, default: [:]][language] = .plural(values) }
                }
            }
        }
        self.entries = entries
    }

    /// A string unit's value; an empty one (a key Xcode extracted and nobody translated yet)
    /// is none, so the key shows as written.
    private static func stringUnitValue(_ object: [String: Any]) -> String? {
        guard let value = (object["stringUnit"] as? [String: Any])?["value"] as? String, !value.isEmpty else { return nil }
        return value
    }

    /// The value of `key` in the first of `languages` the catalog has it in.
    func value(of key: String, languages: [String]) -> Value? {
        guard let byLanguage = entries[key] else { return nil }
        return languages.lazy.compactMap { byLanguage[$0] }.first
    }
}
