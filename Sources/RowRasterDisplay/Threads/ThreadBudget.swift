import Foundation

/// How many threads RowRaster keeps busy at once, the calling thread included. The raster
/// workers and the PNG encoder's workers are each made with at most `threads - 1` threads of
/// their own, as each works beside the thread that called it: a host that runs RowRaster among
/// other work (a CI job, a test runner with its own workers) caps both with one number.
///
/// The budget is `ROWRASTER_THREADS` when it is a whole number of at least 1, else the number
/// of active cores. `set(_:)` changes it until a pool is made from it, on the first render or
/// encode that uses workers; after that the threads exist, and the budget is fixed.
package final class ThreadBudget: @unchecked Sendable {
    // @unchecked Sendable: `value` and `isFixed` are read and written under `lock` only.

    /// The process's budget.
    package static let shared = ThreadBudget(environment: ProcessInfo.processInfo.environment,
                                             cores: ProcessInfo.processInfo.activeProcessorCount)

    private let lock = NSLock()
    private var value: Int
    private var isFixed = false

    package init(environment: [String: String], cores: Int) {
        value = Self.threads(from: environment["ROWRASTER_THREADS"]) ?? max(1, cores)
    }

    /// `text` as a budget: a whole number of at least 1, or nil.
    package static func threads(from text: String?) -> Int? {
        guard let text, let threads = Int(text.trimmingCharacters(in: .whitespaces)), threads >= 1 else { return nil }
        return threads
    }

    /// The budget, without fixing it.
    package var current: Int { lock.withLock { value } }

    /// The budget, fixed from now on: a pool is being made from it.
    package func fix() -> Int {
        lock.withLock {
            isFixed = true
            return value
        }
    }

    /// Sets the budget to `threads` (at least 1); false, and nothing changed, once it is fixed.
    package func set(_ threads: Int) -> Bool {
        lock.withLock {
            guard !isFixed else { return false }
            value = max(1, threads)
            return true
        }
    }
}
