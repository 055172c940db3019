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

/// Flattened surfaces (drawing groups, blurred shadow masks) kept while their content does
/// not change, bounded by a byte cost with least-recently-used eviction.
package final class RasterCache {
    package struct Key: Hashable {
        /// What was drawn: the content's display items in their own coordinates.
        var content: [DisplayItem]
        var kind: Int
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

        init(surface: RasterSurface, origin: (x: Int, y: Int), lastUse: UInt64) {
            self.surface = surface
            self.origin = origin
            self.lastUse = lastUse
        }
    }

    package var byteLimit: Int
    package private(set) var statistics = RasterCacheStatistics()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    /// 64 MB holds a screenful of 1170-pixel rows about eight times over.
    package init(byteLimit: Int = 64 * 1024 * 1024) {
        self.byteLimit = byteLimit
    }

    func lookup(_ key: Key) -> Entry? {
        clock += 1
        guard let entry = entries[key] else {
            statistics.misses += 1
            return nil
        }
        statistics.hits += 1
        entry.lastUse = clock
        return entry
    }

    func insert(_ entry: Entry, for key: Key) {
        let cost = entry.surface.byteCount
        guard cost <= byteLimit else { return }
        entry.lastUse = clock
        if let old = entries[key] { statistics.bytes -= old.surface.byteCount }
        entries[key] = entry
        statistics.bytes += cost
        while statistics.bytes > byteLimit, let victim = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: victim.key)
            statistics.bytes -= victim.value.surface.byteCount
            statistics.evictions += 1
        }
        statistics.entries = entries.count
    }

    package func removeAll() {
        entries.removeAll()
        statistics.bytes = 0
        statistics.entries = 0
    }

    package func resetStatistics() {
        let bytes = statistics.bytes, count = statistics.entries
        statistics = RasterCacheStatistics()
        statistics.bytes = bytes
        statistics.entries = count
    }
}
