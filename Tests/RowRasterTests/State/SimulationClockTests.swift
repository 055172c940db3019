import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The clock async work waits on in simulations: it moves only when told to.
@Suite struct SimulationClockTests {
    @Test func sleepersWakeWhenTimeReachesThemInDeadlineOrder() async throws {
        let clock = SimulationClock()
        let order = OrderLog()
        let late = Task { try await clock.sleep(for: .milliseconds(30)); await order.append("late") }
        let early = Task { try await clock.sleep(for: .milliseconds(10)); await order.append("early") }
        for _ in 0..<8 { await Task.yield() }
        #expect(await order.entries.isEmpty, "nothing wakes while the clock stands still")
        clock.advance(by: .milliseconds(20))
        try await early.value
        #expect(await order.entries == ["early"])
        clock.advance(by: .milliseconds(20))
        try await late.value
        #expect(await order.entries == ["early", "late"])
        #expect(clock.now.offset == .milliseconds(40))
    }

    /// What makes simulations repeatable: a sleeper the clock woke counts until its task has
    /// run, and a simulation's turns between frames last until none is left.
    @MainActor @Test func aWokenSleeperCountsAsWakingUntilItsTaskHasRun() async throws {
        let clock = SimulationClock()
        let log = WakeLog()
        let sleeper = Task { @MainActor in
            try await clock.sleep(for: .milliseconds(10))
            log.resumed = true
        }
        await ScrollSimulation<EmptyView>.letQueuedWorkRun()
        #expect(!clock.hasWakingSleepers, "asleep, not woken")
        clock.advance(by: .milliseconds(10))
        #expect(clock.hasWakingSleepers)
        #expect(!log.resumed)
        await ScrollSimulation<EmptyView>.letQueuedWorkRun(until: clock)
        #expect(!clock.hasWakingSleepers)
        #expect(log.resumed, "the code after the sleep ran before the turns ended")
        try await sleeper.value
    }

    @Test func aCancelledSleepThrows() async {
        let clock = SimulationClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        for _ in 0..<8 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}

@MainActor private final class WakeLog {
    var resumed = false
}

private actor OrderLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
