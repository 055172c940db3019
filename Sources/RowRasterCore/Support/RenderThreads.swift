import Foundation

/// How many threads RowRaster keeps busy at once: its raster workers and its PNG encoder's
/// workers, each beside the thread that calls them.
///
/// The budget is the number of active cores, or `ROWRASTER_THREADS` when that is a whole number
/// of at least 1. A host that runs RowRaster beside other work (a CI job sharing its machine, a
/// test runner with workers of its own) lowers it before the first render:
///
/// ```swift
/// try RenderThreads.setBudget(2)
/// ```
///
/// The pools are made from the budget on the first render or PNG encode that uses them; the
/// budget cannot change after that.
public enum RenderThreads {
    /// The budget: the calling thread and the workers it may wake.
    public static var budget: Int { ThreadBudget.shared.current }

    /// Sets the budget to `threads`, the calling thread included; 1 renders and encodes on the
    /// calling thread alone.
    ///
    /// - Throws: `RenderError.invalidNumber` when `threads` is below 1, or when a render or
    ///   encode has already made its workers from the budget.
    public static func setBudget(_ threads: Int) throws(RenderError) {
        guard threads >= 1 else {
            throw .invalidNumber(view: "RenderThreads", parameter: "budget", value: CGFloat(threads), rule: "at least 1")
        }
        guard ThreadBudget.shared.set(threads) else {
            throw .invalidNumber(view: "RenderThreads", parameter: "budget", value: CGFloat(threads),
                                 rule: "set before the first render or PNG encode, which make the workers from it")
        }
    }
}
