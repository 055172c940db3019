import Foundation
import RowRasterPNG

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

    /// Keeps the PNG encoder's workers watching for the next encode for `duration` after each
    /// one, before they sleep.
    ///
    /// By default they sleep as soon as an encode is done, so a process that encodes now and
    /// then keeps no core busy between encodes. A host that encodes in runs (a list's rows, a
    /// golden suite, a benchmark) saves the 16–24 µs of waking a sleeping worker for each
    /// encode by asking them to watch; a watching worker yields its core to any other thread
    /// that wants it. `rowraster` and the previews runner ask for half a millisecond:
    ///
    /// ```swift
    /// RenderThreads.setEncoderWatch(.microseconds(500))
    /// ```
    ///
    /// Takes effect from the next time a worker finishes an encode; zero or less puts them back
    /// to sleeping at once.
    public static func setEncoderWatch(_ duration: Duration) {
        PNGCodec.setWorkerWatch(duration)
    }
}
