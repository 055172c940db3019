import Foundation

/// Long-lived raster threads. Each keeps its thread-local rasterizer — Cairo contexts, Pango
/// font map, glyph and raster caches — from one frame to the next, which a thread borrowed
/// for one frame from a general pool would make and drop again. The process's workers are
/// `ProcessWideState.rasterWorkers`.
package final class RasterWorkers: @unchecked Sendable {
    // @unchecked Sendable: `tasks` is only read or written while `condition` is locked; `count`
    // is immutable.
    private let condition = NSCondition()
    private var tasks: [() -> Void] = []
    package let count: Int

    init(count: Int) {
        self.count = count
        for index in 0..<count {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "RowRaster raster \(index + 1)"
            thread.start()
        }
    }

    private func work() {
        while true {
            condition.lock()
            while tasks.isEmpty { condition.wait() }
            let task = tasks.removeFirst()
            condition.unlock()
            task()
        }
    }

    /// Runs `body` on `threads` threads at once (the caller and `threads − 1` workers) and
    /// returns when all have finished. With `distinct`, each call is on a different thread
    /// (the calls wait for each other to start), for work every thread must do once.
    package func run(threads: Int, distinct: Bool = false, _ body: @escaping @Sendable () -> Void) {
        let helpers = min(max(0, threads - 1), count)
        let group = DispatchGroup()
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let task: @Sendable () -> Void = {
            if distinct {
                started.signal()
                release.wait()
            }
            body()
        }
        condition.lock()
        for _ in 0..<helpers {
            group.enter()
            tasks.append { task(); group.leave() }
        }
        condition.broadcast()
        condition.unlock()
        if distinct {
            for _ in 0..<helpers { started.wait() }
            for _ in 0..<helpers { release.signal() }
        }
        body()
        group.wait()
    }
}
