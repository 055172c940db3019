import Foundation
import RowRasterDisplay

/// Counters of a raster cache, for frame reports and tests that assert work instead of time.
package struct RasterCacheStatistics: Sendable, Hashable, Codable {
    package var hits = 0
    package var misses = 0
    package var evictions = 0
    package var entries = 0
    package var bytes = 0

    package init() {}
}

/// What a cache entry holds.
package enum RasterCacheKind: Int, Sendable, Hashable, CaseIterable {
    /// A flattened `drawingGroup()`.
    case drawingGroup
    /// A list row's layer, composited into the frames it shows in.
    case rowLayer
    /// A blurred shadow mask.
    case shadowMask
    /// An image reduced to the size it is drawn at.
    case downsampledImage
}

/// Flattened surfaces (drawing groups, blurred shadow masks) kept while their content does
/// not change, bounded by a byte cost with least-recently-used eviction.
package final class RasterCache {
    package struct Key: Hashable {
        /// What was drawn: the content's display items in their own coordinates.
        var content: [DisplayItem]
        var kind: RasterCacheKind
        /// Flattened groups that must be opaque are kept apart from transparent ones.
        var opaque = false
        /// Device scale and sub-pixel phase (in 1/16 px) the surface was rendered at.
        var scaleX: Double
        var scaleY: Double
        var phaseX: Int
        var phaseY: Int
        var parameter: Double
    }

    final class Entry {
        let surface: RasterSurface
        /// Where the surface's top-left pixel lies relative to the content origin, in pixels.
        let origin: (x: Int, y: Int)
        var lastUse: UInt64
        /// The surface's opaque and translucent runs, for compositing only those (nil: composite it all).
        let spans: LayerSpans?

        init(surface: RasterSurface, origin: (x: Int, y: Int), lastUse: UInt64, spans: LayerSpans? = nil) {
            self.surface = surface
            self.origin = origin
            self.lastUse = lastUse
            self.spans = spans
        }
    }

    package var byteLimit: Int
    /// All kinds together.
    package private(set) var statistics = RasterCacheStatistics()
    private var statisticsByKind: [RasterCacheKind: RasterCacheStatistics] = [:]

    /// The counters of one kind of entry.
    package func statistics(of kind: RasterCacheKind) -> RasterCacheStatistics {
        statisticsByKind[kind] ?? RasterCacheStatistics()
    }

    private func count(_ kind: RasterCacheKind, _ change: (inout RasterCacheStatistics) -> Void) {
        change(&statistics)
        change(&statisticsByKind[kind, default: RasterCacheStatistics()])
    }
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    /// 40 MB holds about three screens of 1170-pixel rows (a screen at scale 3 is 12 MB): the
    /// rows on screen and those just scrolled past, which a scroll back finds again.
    package init(byteLimit: Int = 40 * 1024 * 1024) {
        self.byteLimit = byteLimit
    }

    /// While set, nothing is found and nothing is kept: every draw is a first one.
    private var bypassed = false

    /// Runs `body` as if the cache were empty, keeping nothing it draws (to measure a cold draw).
    package func withoutCaching<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
        let previous = bypassed
        bypassed = true
        defer { bypassed = previous }
        return try body()
    }

    /// Whether `key` is cached, without counting a hit or a miss.
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    func lookup(_ key: Key) -> Entry? {
        clock += 1
        guard !bypassed, let entry = entries[key] else {
            count(key.kind) { $0.misses += 1 }
            return nil
        }
        count(key.kind) { $0.hits += 1 }
        entry.lastUse = clock
        return entry
    }

    func insert(_ entry: Entry, for key: Key) {
        let cost = entry.surface.byteCount
        guard !bypassed, cost <= byteLimit else { return }
        entry.lastUse = clock
        if let old = entries[key] { count(key.kind) { $0.bytes -= old.surface.byteCount; $0.entries -= 1 } }
        entries[key] = entry
        count(key.kind) { $0.bytes += cost; $0.entries += 1 }
        while statistics.bytes > byteLimit, let victim = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: victim.key)
            count(victim.key.kind) { $0.bytes -= victim.value.surface.byteCount; $0.entries -= 1; $0.evictions += 1 }
        }
    }

    package func removeAll() {
        entries.removeAll()
        statistics.bytes = 0
        statistics.entries = 0
        for kind in statisticsByKind.keys {
            statisticsByKind[kind]?.bytes = 0
            statisticsByKind[kind]?.entries = 0
        }
    }

    /// Zeroes the hit, miss and eviction counters (bytes and entries stay as they are).
    package func resetStatistics() {
        func reset(_ s: inout RasterCacheStatistics) { s.hits = 0; s.misses = 0; s.evictions = 0 }
        reset(&statistics)
        for kind in statisticsByKind.keys { reset(&statisticsByKind[kind]!) }
    }
}
