import Foundation
import RowRasterPNG
import RowRasterCairo

/// Decoded images shared by every row: a file is decoded once while it is unchanged, and the
/// cache is bounded by a byte cost (50 MB by default) with least-recently-used eviction.
///
/// Downsampled copies (an image drawn much smaller than its pixels) are kept by the raster
/// backend beside the surfaces it draws from; see `RasterCache`.
public final class ImageCache: @unchecked Sendable {
    // @unchecked Sendable: `entries`, `clock` and `stats` are only read or written while
    // `lock` is held; the content it hands out is immutable.

    /// The cache every render uses (`ProcessWideState.imageCache`).
    public static var shared: ImageCache { ProcessWideState.imageCache }

    /// Hits, misses and evictions since the cache was made or reset.
    public struct Statistics: Sendable, Hashable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var bytes = 0
        public var entries = 0
    }

    private struct Key: Hashable {
        var path: String
        var modified: Date?
        var size: Int
        /// The scale a vector file was drawn at; nil for a PNG file.
        var vectorScale: CGFloat?
    }

    private final class Entry {
        let content: ImageContent
        var lastUse: UInt64
        package init(content: ImageContent, lastUse: UInt64) {
            self.content = content
            self.lastUse = lastUse
        }
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var stats = Statistics()

    /// The most decoded bytes kept.
    public var byteLimit: Int {
        get { lock.withLock { limit } }
        set { lock.withLock { limit = newValue; evict() } }
    }
    private var limit = 50 * 1024 * 1024

    public var statistics: Statistics { lock.withLock { stats } }

    public func resetStatistics() {
        lock.withLock {
            let bytes = stats.bytes, count = stats.entries
            stats = Statistics()
            stats.bytes = bytes
            stats.entries = count
        }
    }

    public func removeAll() {
        lock.withLock {
            entries.removeAll()
            stats.bytes = 0
            stats.entries = 0
        }
    }

    /// The decoded content of the PNG file at `url`, decoding only when not cached; with
    /// `vectorScale`, the SVG or PDF file at `url` drawn at that scale.
    func content(contentsOf url: URL, vectorScale: CGFloat? = nil) throws(RenderError) -> ImageContent {
        // "It is a directory", not Foundation's "NSCocoaErrorDomain error 256".
        if let reason = PathKind.unreadableReason(url.path) { throw .unreadableFile(url.path, reason: reason) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes else { throw .unreadableFile(url.path, reason: "no such file") }
        let key = Key(path: url.path, modified: attributes[.modificationDate] as? Date,
                      size: (attributes[.size] as? NSNumber)?.intValue ?? 0, vectorScale: vectorScale)
        if let content = lock.withLock({ () -> ImageContent? in
            clock += 1
            guard let entry = entries[key] else { stats.misses += 1; return nil }
            stats.hits += 1
            entry.lastUse = clock
            return entry.content
        }) {
            return content
        }
        let bitmap = if let vectorScale { try VectorImageFile.bitmap(contentsOf: url, scale: vectorScale) }
                     else { try PNGCodec.decode(contentsOf: url) }
        let content = ImageContent(bitmap: bitmap)
        lock.withLock {
            entries[key] = Entry(content: content, lastUse: clock)
            stats.bytes += content.bitmap.bytes.count
            stats.entries = entries.count
            evict()
        }
        return content
    }

    /// Drops least-recently-used entries until the cache is within its limit (lock held).
    private func evict() {
        while stats.bytes > limit, let victim = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: victim.key)
            stats.bytes -= victim.value.content.bitmap.bytes.count
            stats.evictions += 1
        }
        stats.entries = entries.count
    }
}
