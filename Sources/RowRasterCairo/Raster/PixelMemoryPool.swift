import CRasterKernels
import Foundation

/// Pixel memory kept for reuse when surfaces are freed.
///
/// Row layers are made and dropped all through a scroll; left to `malloc`, each large buffer
/// is a fresh `mmap` whose every page faults on first touch (and each `munmap` stops the other
/// cores to flush their TLBs), which cost more than drawing the row. Buffers come back here
/// when Cairo destroys their surface and serve the next surface of their size class.
///
/// The process's pool is `ProcessWideState.pixelMemoryPool`.
package final class PixelMemoryPool: @unchecked Sendable {
    // @unchecked Sendable: `free` and `retained` are only read or written while `lock` is held.
    /// What the pool keeps between bursts: a screenful of row layers, which scrolling frees
    /// and soon needs again.
    static let idleRetainedLimit = 24 * 1024 * 1024

    /// Returns free memory to the system: the pool's beyond a screenful, and the malloc heaps'
    /// free pages. glibc raises its mmap threshold to the size of each large block freed, so
    /// pixel buffers beyond the pool's come from the threads' heaps, where freed ones stay: a
    /// long scroll on two threads grew by many megabytes. Called between frames now and then,
    /// it keeps a scroll's memory flat at little cost.
    package static func releaseFreeMemory() {
        ProcessWideState.pixelMemoryPool.trim(to: idleRetainedLimit)
        rr_release_free_memory()
    }

    /// Bytes before the pixels: the buffer's size class, so the buffer finds its way back.
    static let headerSize = 64

    private let lock = NSLock()
    private var free: [Int: [UnsafeMutableRawPointer]] = [:]
    private var retained = 0
    private let retainedLimit: Int

    init(retainedLimit: Int) {
        self.retainedLimit = retainedLimit
    }

    /// Sizes are rounded up to four classes per power of two, so near sizes share buffers
    /// (at most a quarter wasted).
    static func sizeClass(_ bytes: Int) -> Int {
        let needed = bytes + headerSize
        guard needed > 4096 else { return 4096 }
        let step = 1 << max(12, (Int.bitWidth - needed.leadingZeroBitCount - 1) - 2)
        return (needed + step - 1) / step * step
    }

    /// Memory for `bytes` bytes of pixels, 64-byte aligned, holding anything (the surface
    /// clears it through Cairo, which then knows it is clear).
    func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
        let size = Self.sizeClass(bytes)
        var base: UnsafeMutableRawPointer? = lock.withLock {
            guard let buffer = free[size]?.popLast() else { return nil }
            retained -= size
            return buffer
        }
        if base == nil {
            var allocated: UnsafeMutableRawPointer?
            guard posix_memalign(&allocated, 64, size) == 0, let allocated else { return nil }
            base = allocated
        }
        guard let base else { return nil }
        base.storeBytes(of: size, as: Int.self)
        return base + Self.headerSize
    }

    /// Frees kept buffers, largest first, until at most `limit` bytes are kept.
    func trim(to limit: Int) {
        let released: [UnsafeMutableRawPointer] = lock.withLock {
            var released: [UnsafeMutableRawPointer] = []
            for size in free.keys.sorted(by: >) where retained > limit {
                while retained > limit, let buffer = free[size]?.popLast() {
                    released.append(buffer)
                    retained -= size
                }
            }
            return released
        }
        for buffer in released { Foundation.free(buffer) }
    }

    /// Bytes kept for reuse now.
    var retainedBytes: Int { lock.withLock { retained } }

    /// Takes back the pixels `take` handed out; beyond the retained limit, frees them.
    func give(_ pixels: UnsafeMutableRawPointer) {
        let base = pixels - Self.headerSize
        let size = base.load(as: Int.self)
        let kept = lock.withLock {
            guard retained + size <= retainedLimit else { return false }
            free[size, default: []].append(base)
            retained += size
            return true
        }
        if !kept { Foundation.free(base) }
    }
}

/// Cairo calls this when a surface made on pooled memory is destroyed (its last reference
/// dropped, wherever that happens), so the memory is never reused while Cairo can still read it.
let returnPixelsToPool: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pixels in
    if let pixels { ProcessWideState.pixelMemoryPool.give(pixels) }
}
