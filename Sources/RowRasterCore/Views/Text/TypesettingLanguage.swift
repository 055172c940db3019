import Foundation

/// The language text is typeset in, as SwiftUI's `TypesettingLanguage`: it chooses among a
/// script's regional glyph forms, so the same Han characters draw the Japanese or the Chinese
/// way (Noto Sans CJK's JP, SC, TC or KR face, standing in for Hiragino and PingFang).
public struct TypesettingLanguage: Sendable, Equatable {
    /// The tag the text engine takes (fontconfig's: `ja`, `ko`, `zh-cn`, `zh-tw`, `zh-hk`,
    /// else the language code); nil for automatic.
    let languageTag: String?

    /// The default: text is typeset in the language the system picks for it.
    public static let automatic = TypesettingLanguage(languageTag: nil)

    /// Text typeset in `language` (`Locale.Language(identifier: "ja")`).
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        guard let code = language.languageCode?.identifier.lowercased() else { return .automatic }
        let region = language.region?.identifier.lowercased()
        guard code == "zh" else { return TypesettingLanguage(languageTag: code) }
        // Chinese is chosen by region, as fontconfig's languages are: simplified for the
        // mainland, traditional for Taiwan and Hong Kong (Hant without a region is Taiwan's).
        let script = language.script?.identifier
        switch (script, region) {
        case (_, "hk"?), (_, "mo"?): return TypesettingLanguage(languageTag: "zh-hk")
        case ("Hant"?, _), (_, "tw"?): return TypesettingLanguage(languageTag: "zh-tw")
        default: return TypesettingLanguage(languageTag: "zh-cn")
        }
    }
}

private struct TypesettingLanguageKey: EnvironmentKey {
    static var defaultValue: TypesettingLanguage { .automatic }
}

extension EnvironmentValues {
    /// The typesetting language text in this environment takes unless it sets its own.
    var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}

extension Text {
    /// This text typeset in `language`; with `isEnabled` false, unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// This text typeset in `language`; with `isEnabled` false, unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return with { $0.typesettingLanguage = language }
    }
}

nonisolated extension View {
    /// Text inside typeset in `language`, unless it sets its own; with `isEnabled` false,
    /// unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Text inside typeset in `language`, unless it sets its own; with `isEnabled` false,
    /// unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.typesettingLanguage) { value in
            if isEnabled { value = language }
        }
    }
}
