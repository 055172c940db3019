import Foundation
import RowRasterDisplay

/// Rasterizes independent pieces of work on several threads, each with its own rasterizer
/// (its own Cairo contexts, Pango engine and caches): display lists are values, so any
/// thread can draw any of them.
package enum ParallelRaster {
    /// Runs `body` for every element of `work` on up to `threads` threads, and returns the
    /// results in the order of `work`. The calling thread takes part.
    package static func map<Work: Sendable, Result: Sendable>(
        _ work: [Work], threads: Int,
        _ body: @Sendable @escaping (CairoRasterizer, Work) throws(RenderError) -> Result
    ) throws(RenderError) -> [Result] {
        let results = ResultSlots<Result>(count: work.count)
        let workers = max(1, min(threads, work.count))
        ProcessWideState.rasterWorkers.run(threads: workers) {
            do throws(RenderError) {
                let rasterizer = try CairoRasterizer.forCurrentThread()
                while let index = results.claim() {
                    results.store(try body(rasterizer, work[index]), at: index)
                }
            } catch {
                results.fail(error)
            }
        }
        return try results.values()
    }

    /// Runs `body` once on each of `threads` raster threads (to load fonts on each, say).
    package static func onEachThread(_ threads: Int, _ body: @Sendable @escaping (CairoRasterizer) throws(RenderError) -> Void) throws(RenderError) {
        let results = ResultSlots<Void>(count: 0)
        ProcessWideState.rasterWorkers.run(threads: threads, distinct: true) {
            do throws(RenderError) {
                try body(try CairoRasterizer.forCurrentThread())
            } catch {
                results.fail(error)
            }
        }
        _ = try results.values()
    }

    /// Layers that need rasterizing, drawn ahead on `threads` threads for `rasterizer` to adopt.
    package static func prepareLayers(in list: DisplayList, scale: Double, for rasterizer: CairoRasterizer,
                                      threads: Int) throws(RenderError) -> [PreparedLayer] {
        let missing = list.layerPlacements(scale: scale).filter(rasterizer.needsRaster)
        guard missing.count > 1, threads > 1 else { return [] }
        let prepared = try map(missing, threads: threads) { worker, layer throws(RenderError) in try worker.prepare(layer) }
        let layers = prepared.compactMap { $0 }
        rasterizer.adopt(layers)
        return layers
    }
}

/// Work handed out by index and results collected under a lock.
private final class ResultSlots<Result>: @unchecked Sendable {
    // @unchecked Sendable: `next`, `slots` and `error` are only read or written while `lock`
    // is held; `values()` runs after every worker has finished.
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]
    private var error: RenderError?

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard error == nil, next < slots.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func store(_ result: Result, at index: Int) { lock.withLock { slots[index] = result } }

    func fail(_ failure: RenderError) { lock.withLock { if error == nil { error = failure } } }

    func values() throws(RenderError) -> [Result] {
        if let error { throw error }
        return slots.map { $0! }
    }
}
