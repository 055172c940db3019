import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// String Catalogs: keys as Xcode extracts them, translations by the render's locale, plural
/// variations, positional specifiers, and integers grouped as iOS shows them.
@MainActor
@Suite struct StringCatalogTests {
    static let catalog = Bundle.module.url(forResource: "Fixtures/Localizable", withExtension: "xcstrings")!

    /// A library of its own, so no other test sees these keys.
    private func library() throws -> StringCatalogLibrary {
        let library = StringCatalogLibrary()
        try library.register(catalog: Self.catalog)
        return library
    }

    private func string(_ key: LocalizedStringKey, _ locale: String, _ library: StringCatalogLibrary) -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return Text(key.translated(for: environment.locale, in: library)).paragraph(in: environment).string
    }

    @Test func keysAreWrittenWithTheirSpecifiers() {
        let mailbox = "Work"
        #expect(LocalizedStringKey("Catalog test: \(3) unread in \(mailbox)").catalogKey == "Catalog test: %lld unread in %@")
        #expect(LocalizedStringKey("\(4.5) km at 100%").catalogKey == "%lf km at 100%%")
        #expect(LocalizedStringKey("\(4.5, specifier: "%.1f") km").catalogKey == "%.1f km")
    }

    @Test func aKeyIsTranslatedIntoTheRendersLanguage() throws {
        let library = try library()
        #expect(string("Catalog test: Inbox", "de_DE", library) == "Posteingang")
        #expect(string("Catalog test: Inbox", "de_AT", library) == "Posteingang")
        #expect(string("Catalog test: Inbox", "pt_BR", library) == "Caixa de entrada")
        // Not translated into French (an empty, new entry), nor listed: shown as written.
        #expect(string("Catalog test: Inbox", "fr_FR", library) == "Catalog test: Inbox")
        #expect(string("Catalog test: Unread only", "fr_FR", library) == "Catalog test: Unread only")
        #expect(string("Not in any catalog", "de_DE", library) == "Not in any catalog")
    }

    @Test func pluralsPickTheirFormByTheFirstInteger() throws {
        let library = try library()
        let mailbox = "Work"
        #expect(string("Catalog test: \(1) unread in \(mailbox)", "en_US", library) == "1 unread message in Work")
        #expect(string("Catalog test: \(1200) unread in \(mailbox)", "en_US", library) == "1,200 unread messages in Work")
        // The translation's Markdown applies; the integer is grouped in German.
        #expect(string("Catalog test: \(1200) unread in \(mailbox)", "de_DE", library) == "1.200 ungelesene in Work")
    }

    @Test func positionalSpecifiersTakeTheirArguments() throws {
        let library = try library()
        let name = "Mika"
        #expect(string("Catalog test: \(name) shared \(12) photos", "ja_JP", library) == "Mikaさんが写真を12枚共有しました")
        #expect(string("Catalog test: \(name) shared \(12) photos", "de_DE", library) == "12 Fotos geteilt von Mika (100 %)")
    }

    @Test func aTableNameChoosesTheCatalog() throws {
        let library = try library()
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de_DE")
        let elsewhere = Text("Catalog test: Inbox", tableName: "Settings")
        guard case .localized(let key) = elsewhere.storage else { Issue.record("not a localized text"); return }
        #expect(key.table == "Settings")
        #expect(key.translated(for: environment.locale, in: library).format == "Catalog test: Inbox")
    }

    /// SwiftUI formats an interpolated integer as `%lld` in the locale: grouped.
    @Test func interpolatedIntegersAreGroupedInTheLocale() {
        var environment = EnvironmentValues()
        #expect(Text("\(21000) steps").paragraph(in: environment).string == "21,000 steps")
        environment.locale = Locale(identifier: "de_DE")
        #expect(Text("\(21000) steps").paragraph(in: environment).string == "21.000 steps")
        #expect(Text("Year \(2024, specifier: "%d")").paragraph(in: environment).string == "Year 2024")
    }

    @Test func aFileThatIsNotACatalogIsATypedError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcstrings")
        try Data("{\"version\": \"1.0\"}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: RenderError.self) { try StringCatalogLibrary().register(catalog: file) }
        #expect(throws: RenderError.self) { try StringCatalogLibrary().register(catalog: file.appendingPathExtension("missing")) }
    }

    /// Through the shared library, as an app registers its catalog: a whole render in German.
    @Test func aRegisteredCatalogTranslatesARender() throws {
        try StringCatalogLibrary.shared.register(catalog: Self.catalog)
        let view = Text("Catalog test: Inbox").environment(\.locale, Locale(identifier: "de_DE"))
        #expect(try laidOutNodes(view).compactMap { $0 as? TextNode }.first?.paragraph.string == "Posteingang")
    }
}
