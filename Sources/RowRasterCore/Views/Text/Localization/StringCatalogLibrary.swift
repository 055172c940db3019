import Foundation

/// The String Catalogs `Text` looks its keys up in, as an app bundle's localized tables:
///
///     try StringCatalogLibrary.shared.register(catalog: URL(fileURLWithPath: "App/Localizable.xcstrings"))
///     Text("Inbox")   // "Posteingang" in a render whose locale is German
///
/// Catalogs listed in `ROWRASTER_STRINGS` (paths separated by `:`) are registered on first use,
/// for the command-line tool. A key found in no catalog, or not translated into the render's
/// language, shows as written, as iOS shows the development language.
public final class StringCatalogLibrary: @unchecked Sendable {
    // @unchecked Sendable: `catalogs` and `environmentRead` are only read or written while
    // `lock` is held; a catalog is immutable once read.

    /// The library every render looks in (`ProcessWideState.stringCatalogs`).
    public static var shared: StringCatalogLibrary { ProcessWideState.stringCatalogs }

    /// The environment variable listing String Catalogs to register.
    public static let environmentVariable = "ROWRASTER_STRINGS"

    private let lock = NSLock()
    private var catalogs: [StringCatalog] = []
    private var environmentRead = false

    /// Reads the String Catalog (`.xcstrings`) at `url` and adds it; a file that is not one
    /// throws `RenderError.unreadableFile`, and nothing is registered.
    public func register(catalog url: URL) throws(RenderError) {
        let catalog = try StringCatalog(contentsOf: url)
        lock.lock()
        defer { lock.unlock() }
        catalogs.append(catalog)
    }

    /// Forgets every catalog (`ROWRASTER_STRINGS` is read again on next use).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        catalogs.removeAll()
        environmentRead = false
    }

    /// Whether any catalog is registered (those `ROWRASTER_STRINGS` lists included).
    var hasCatalogs: Bool {
        lock.lock()
        defer { lock.unlock() }
        readEnvironmentOnce()
        return !catalogs.isEmpty
    }

    /// The value of `key` in `table` for `locale`: its full identifier (`pt-BR`), then its
    /// language (`pt`).
    func value(of key: String, table: String, locale: Locale) -> StringCatalog.Value? {
        lock.lock()
        defer { lock.unlock() }
        readEnvironmentOnce()
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let languages = [identifier, locale.language.languageCode?.identifier].compactMap { $0 }
        for catalog in catalogs where catalog.table == table {
            if let value = catalog.value(of: key, languages: languages) { return value }
        }
        return nil
    }

    /// Registers the catalogs `ROWRASTER_STRINGS` lists, once; an unreadable one is skipped (the
    /// keys it would translate show as written).
    private func readEnvironmentOnce() {
        guard !environmentRead else { return }
        environmentRead = true
        let paths = ProcessInfo.processInfo.environment[Self.environmentVariable]?.split(separator: ":") ?? []
        for path in paths {
            if let catalog = try? StringCatalog(contentsOf: URL(fileURLWithPath: String(path))) { catalogs.append(catalog) }
        }
    }
}
