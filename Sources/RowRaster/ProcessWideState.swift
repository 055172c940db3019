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
/// - `reportedSymbolNames`: unknown SF Symbols names already written to standard error, so
///   each is reported once per process.
/// - `namespaceIDs`: the source of fresh `Namespace.ID`s.
/// - `sweptTemporaryDirectories`: directories whose leftover temporary files (from interrupted
///   atomic writes) were already removed, so each is listed once per process.
///
/// Main actor only (views are evaluated there; the compiler holds the rule, as these are
/// `@MainActor` statics; each lives as long as the process):
/// - `ViewGraph.evaluating` (Graph/RenderWarningReporting.swift): the graph evaluating views
///   now. Written on the main actor only; read from other threads only to learn that they are
///   not the evaluating thread (see `withEvaluatingGraph`).
/// - `ViewGraph.currentEvaluation` (Graph/ViewGraph.swift): the evaluation whose body runs now,
///   for `_printChanges()`.
/// - `DynamicProperties.typesWithout` (Graph/Environment.swift): view types found to have no
///   dynamic properties, so they are reflected on once.
/// - `TextDates.formatters` (Views/Text/TextDates.swift): date formatters by locale and style.
///
/// Immutable tables (`static let` values never written after they are made, such as the symbol
/// drawings) need no rules and are not listed.
enum ProcessWideState {
    static let imageCache = ImageCache()
    static let imageLibrary = ImageLibrary()
    static let reportedSymbolNames = LockedSet<String>()
    static let namespaceIDs = NamespaceCounter()
    static let sweptTemporaryDirectories = LockedSet<String>()
}

/// A set any thread may insert into.
final class LockedSet<Element: Hashable>: @unchecked Sendable {
    // @unchecked Sendable: `elements` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var elements: Set<Element> = []

    /// Inserts `element`; returns whether it was not there before.
    func insert(_ element: Element) -> Bool {
        lock.withLock { elements.insert(element).inserted }
    }
}

/// The source of fresh namespace identities, safe to use from any thread.
final class NamespaceCounter: @unchecked Sendable {
    // @unchecked Sendable: `last` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}
