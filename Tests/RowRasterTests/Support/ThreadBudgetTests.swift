import Foundation
import Testing
@testable import RowRaster
import RowRasterDisplay
@testable import RowRasterPNG

/// The thread budget: read from `ROWRASTER_THREADS` or the cores, set until a pool is made from
/// it, and refused below one thread.
@Suite struct ThreadBudgetTests {
    @Test func theEnvironmentVariableWhenItIsAWholeNumberOfAtLeastOne() {
        #expect(ThreadBudget(environment: ["ROWRASTER_THREADS": "2"], cores: 8).current == 2)
        #expect(ThreadBudget(environment: ["ROWRASTER_THREADS": " 3 "], cores: 8).current == 3)
        for text in ["0", "-4", "two", "", "1.5"] {
            #expect(ThreadBudget(environment: ["ROWRASTER_THREADS": text], cores: 8).current == 8, "\(text)")
        }
        #expect(ThreadBudget(environment: [:], cores: 4).current == 4)
        #expect(ThreadBudget(environment: [:], cores: 0).current == 1)
    }

    @Test func setUntilAPoolIsMadeFromIt() {
        let budget = ThreadBudget(environment: [:], cores: 4)
        #expect(budget.set(2) && budget.current == 2)
        #expect(budget.fix() == 2)
        #expect(!budget.set(3) && budget.current == 2)
    }

    /// The process's own budget is fixed by the first render, which the other suites have made
    /// or will make; below one thread is refused either way, and a fixed one is refused too.
    @Test func thePublicSetterRefusesBadValuesAndLateChanges() throws {
        #expect(throws: RenderError.self) { try RenderThreads.setBudget(0) }
        _ = ThreadBudget.shared.fix()
        #expect(throws: RenderError.self) { try RenderThreads.setBudget(RenderThreads.budget) }
    }

    /// The encoder's idle watch, asked for in whole microseconds: nothing for zero or less, and
    /// no trap for a duration past what the C side holds.
    @Test func theEncoderWatchInMicroseconds() {
        #expect(PNGCodec.workerWatchMicroseconds(.zero) == 0)
        #expect(PNGCodec.workerWatchMicroseconds(.milliseconds(-3)) == 0)
        #expect(PNGCodec.workerWatchMicroseconds(.nanoseconds(1_500)) == 1)
        #expect(PNGCodec.workerWatchMicroseconds(.microseconds(500)) == 500)
        #expect(PNGCodec.workerWatchMicroseconds(.seconds(4_000)) == 4_000_000_000)
        #expect(PNGCodec.workerWatchMicroseconds(.seconds(5_000)) == .max)
        #expect(PNGCodec.workerWatchMicroseconds(.seconds(Int64.max)) == .max)
    }

    /// Watching or asleep, the workers write the same bytes.
    @Test func theEncoderWritesTheSameBytesWhetherItsWorkersWatchOrSleep() throws {
        let bitmap = Bitmap(width: 700, height: 300, bytes: (0..<(700 * 300 * 4)).map { UInt8(truncatingIfNeeded: $0 * 7 / 5) })
        let settings = PNGCodec.Settings.rowRaster(simd: .best, threads: 0)
        let asleep = try PNGCodec.encode(bitmap, settings: settings)
        RenderThreads.setEncoderWatch(.microseconds(500))
        defer { RenderThreads.setEncoderWatch(.zero) }
        #expect(try PNGCodec.encode(bitmap, settings: settings) == asleep)
        #expect(try PNGCodec.encode(bitmap, settings: settings) == asleep)
    }
}
