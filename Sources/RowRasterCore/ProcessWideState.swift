import Foundation

/// Everything in RowRaster that outlives one render: what there is, who may touch it from which
/// thread, and how long it lives. A new global goes here, with its rules, or not at all. (The
/// Cairo backend's own, raster threads, pixel memory, fonts and each thread's rasterizer and
/// text engine, are listed in RowRasterCairo's `ProcessWideState`.)
///
/// Shared by every thread (made on first use by Swift's thread-safe lazy globals, never torn
/// down; each guards its own contents with a lock, so any thread may use it):
/// - `imageCache`: decoded image files, bounded by bytes (`ImageCache.shared`).
/// - `imageLibrary`: the asset catalogs and image directories `Image(_:)` and `Color(_:)`
///   search, registered by the app or `ROWRASTER_ASSETS` (`ImageLibrary.shared`).
/// - `stringCatalogs`: the String Catalogs `Text` looks keys up in, registered by the app or
///   `ROWRASTER_STRINGS` (`StringCatalogLibrary.shared`).
/// - `symbolIcons`: bootstrap-icons files, and Material Design Icons and Material Icons glyphs,
///   read for symbols by path (and `#glyph`), each read once.
/// - `symbolFonts`: the Material Design Icons SVG font, indexed by glyph name once per path.
/// - `symbolFontEngines`: the Material Icons font's own text engine, set up once per path.
/// - `symbolDrawings`: the drawings of mapped SF Symbols names, each composed once.
/// - `namespaceIDs`: the source of fresh `Namespace.ID`s.
/// - `sweptTemporaryDirectories`: directories whose leftover temporary files (from interrupted
///   atomic writes) were already removed, so each is listed once per process.
///
/// Main actor only (views are evaluated there; the compiler holds the rule, as these are
/// `@MainActor` statics; each lives as long as the process):
/// - `ViewGraph.currentEvaluation` (Graph/ViewGraph.swift): the evaluation whose body runs now,
///   for `_printChanges()`.
/// - `DynamicProperties.typesWithout` (Graph/Environment.swift): view types found to have no
///   dynamic properties, so they are reflected on once.
/// - `TextDates.formatters` (Views/Text/TextDates.swift): date formatters by locale and style.
///
/// Immutable tables (`static let` values never written after they are made, such as the symbol
/// drawings) need no rules and are not listed.
package enum ProcessWideState {
    static let imageCache = ImageCache()
    static let imageLibrary = ImageLibrary()
    static let stringCatalogs = StringCatalogLibrary()
    static let symbolIcons = LockedCache<String, Result<SymbolDrawing, BootstrapIcons.LoadError>>()
    static let symbolFonts = LockedCache<String, Result<MaterialDesignIcons.Font, BootstrapIcons.LoadError>>()
    static let symbolFontEngines = LockedCache<String, Result<MaterialIcons.Engine, BootstrapIcons.LoadError>>()
    static let symbolDrawings = LockedCache<String, Result<SymbolDrawing, BootstrapIcons.LoadError>>()
    package static let namespaceIDs = NamespaceCounter()
    package static let sweptTemporaryDirectories = LockedSet<String>()
}

/// A set any thread may insert into.
package final class LockedSet<Element: Hashable>: @unchecked Sendable {
    // @unchecked Sendable: `elements` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var elements: Set<Element> = []

    /// Inserts `element`; returns whether it was not there before.
    package func insert(_ element: Element) -> Bool {
        lock.withLock { elements.insert(element).inserted }
    }
}

/// The source of fresh namespace identities, safe to use from any thread.
package final class NamespaceCounter: @unchecked Sendable {
    // @unchecked Sendable: `last` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var last = 0

    package func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// A lock-guarded table of values made once per key: renders on several threads share one
/// read per file. Values are made outside the lock; two threads racing on one key both make
/// it and the first stored wins, so every caller sees the same value.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]

    func value(for key: Key, load: () -> Value) -> Value {
        lock.lock()
        if let entry = entries[key] { lock.unlock(); return entry }
        lock.unlock()
        let entry = load()
        lock.lock()
        defer { lock.unlock() }
        if let existing = entries[key] { return existing }
        entries[key] = entry
        return entry
    }
}
