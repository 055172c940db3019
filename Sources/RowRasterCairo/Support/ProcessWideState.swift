import Foundation
import RowRasterDisplay

/// Everything in the Cairo backend that outlives one render: what there is, who may touch it
/// from which thread, and how long it lives. Nothing else in RowRasterCairo keeps state beyond
/// an object's own life; a new global goes here, with its rules, or not at all.
///
/// Process-wide (one per process, made on first use by Swift's thread-safe lazy globals, never
/// torn down, because the threads that use them live as long as the process):
/// - `rasterWorkers`: the long-lived raster threads. Any thread may call `run`; its task queue
///   is guarded by an `NSCondition`.
/// - The PNG encoder's workers (CPNGCodec's row_pipeline.c, started on the first encode that
///   uses them): one per thread of the budget besides the caller, at most three, asleep on a
///   condition variable between encodes (or first watching for the next for as long as the
///   host asked with `RenderThreads.setEncoderWatch`).
/// - `ThreadBudget.shared` (RowRasterDisplay): how many threads the two pools above may keep
///   busy, read from `ROWRASTER_THREADS` or set by `RenderThreads`; fixed once a pool is made.
/// - `pixelMemoryPool`: freed pixel buffers kept for the next surface of their size class. Any
///   thread may take and give; its free lists are guarded by a lock. Buffers come back from
///   Cairo's surface-destroy callback, on whichever thread drops the last reference.
/// - `FontRegistry.shared` (FontRegistry.swift): the fontconfig set-up over the packaged fonts
///   and the registered ones, or why it could not be made. Each set-up is immutable once made and
///   shared by every thread's Pango font map; registering a font makes a new one (under the
///   registry's lock) and each thread's text engine rebuilds on its next use. Each new set-up
///   also becomes fontconfig's current configuration (`FontSetup.makeCurrent()`), under the
///   same lock, so Pango never loads the machine's.
/// - `pixelMemoryKey` (RasterSurface.swift): a Cairo user-data key, of which only the address is
///   used; nothing reads or writes its contents.
///
/// Per thread (in `PerThreadState.current`, made on first use on that thread, dropped with the
/// thread or by `resetCurrentThread()`; never shared, so never locked):
/// - the thread's `CairoRasterizer` (its raster cache, image surfaces, reusable target);
/// - the thread's `PangoTextEngine` (its Pango font map, shaped layouts and glyph caches).
///   PangoCairo font maps are not thread-safe, which is why each thread has its own;
/// - the first library message logged on the thread since the last render took it.
///
/// Immutable tables (`static let` values never written after they are made) need no rules and
/// are not listed.
package enum ProcessWideState {
    /// One raster worker per thread of the budget besides the calling thread, which takes part
    /// in every run (`ThreadBudget`: the cores, or `ROWRASTER_THREADS`).
    package static let rasterWorkers = RasterWorkers(count: max(0, ThreadBudget.shared.fix() - 1))

    /// Up to 64 MiB of free pixel buffers while rows are being drawn: rows entering together (a
    /// first frame, a fling, a benchmark's batch of rows) free and soon need again more than a
    /// screenful, and each buffer the pool cannot keep is faulted in afresh, page by page, on
    /// its next use. Between bursts `PixelMemoryPool.releaseFreeMemory()` trims it to a screenful.
    static let pixelMemoryPool = PixelMemoryPool(retainedLimit: 64 * 1024 * 1024)
}

/// What each thread keeps for itself, in a POSIX thread-specific slot.
///
/// Not in Foundation's `Thread.current.threadDictionary`: storing and reading a Swift object
/// there bridges it and its key to Objective-C-style objects with dynamic casts, and the first
/// casts of each type scan all of the binary's protocol conformance records; in a fresh process
/// that was 0.2 ms of one row's render, and every render asks for its thread's engine again.
final class PerThreadState {
    var rasterizer: CairoRasterizer?
    var textEngine: PangoTextEngine?
    /// The first message a library logged on this thread since the last `LibraryMessages.takeError()`.
    var libraryMessage: RenderError?

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The destructor runs as the thread exits and lets its state go with it.
        let status = pthread_key_create(&key) { state in
            if let state { Unmanaged<PerThreadState>.fromOpaque(state).release() }
        }
        precondition(status == 0, "no POSIX thread-specific key left for RowRaster's per-thread state")
        return key
    }()

    /// This thread's state, made on first use.
    static var current: PerThreadState {
        if let state = pthread_getspecific(key) { return Unmanaged<PerThreadState>.fromOpaque(state).takeUnretainedValue() }
        let state = PerThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
