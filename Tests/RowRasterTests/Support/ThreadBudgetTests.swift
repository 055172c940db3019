import Foundation
import Testing
@testable import RowRaster
import RowRasterDisplay

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
}
