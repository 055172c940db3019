import Foundation

/// A clock that moves only as a scroll simulation's frames go by, so async work that waits on
/// it (a page's network latency, a debounce) finishes in the same frame on every run.
///
/// Give it to the models a simulation drives and to `ScrollSimulation.taskClock`; each frame
/// of `await simulation.run()` advances it by one refresh interval.
///
///     let clock = SimulationClock()
///     let feed = FeedModel(clock: clock)          // try await clock.sleep(for: .milliseconds(250))
///     var simulation = ScrollSimulation(FeedScreen(feed: feed))
///     simulation.taskClock = clock
public final class SimulationClock: Clock, @unchecked Sendable {
    // @unchecked Sendable: `current`, `sleepers`, `nextID` and `waking` are only read or
    // written while `lock` is held; continuations are resumed after it is released.
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration = .zero) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        /// Resumed with true by `advance`, with false when the deadline had already passed.
        let continuation: CheckedContinuation<Bool, any Error>
    }

    private let lock = NSLock()
    private var current = Instant()
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0
    /// Sleepers `advance` woke whose tasks have not run since.
    private var waking = 0

    /// Whether a sleeper that `advance` woke has yet to run: a simulation gives the main actor
    /// turns until none has, so the work after a sleep happens in the frame it is due.
    var hasWakingSleepers: Bool { lock.withLock { waking > 0 } }

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// Sleeps until the clock has been advanced by `duration` from now.
    ///
    /// Defined here, not left to `Clock`'s extension, whose nonisolated `sleep(for:)` would
    /// read `now` on the global pool: see `sleep(until:)`.
    public nonisolated(nonsending) func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }

    /// Sleeps until the clock reaches `deadline`.
    ///
    /// `nonisolated(nonsending)`: it runs on the caller's executor, so a main-actor task
    /// registers its deadline before it suspends, in the order tasks run on the main actor. A
    /// plain nonisolated function would hop to the global pool first and, under load, register
    /// after the simulation's next advance: a prefetch would then finish a frame late.
    public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: UInt64 = lock.withLock { nextID += 1; return nextID }
        let wokenByAdvance = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                // Checked under the lock the cancellation handler takes: a cancellation either
                // comes first and is seen here, or comes after and finds the sleeper.
                enum Outcome { case waiting, due, cancelled }
                let outcome = lock.withLock { () -> Outcome in
                    if Task.isCancelled { return .cancelled }
                    guard deadline > current else { return .due }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .waiting
                }
                switch outcome {
                case .waiting: break
                case .due: continuation.resume(returning: false)
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
        // Here the task runs again, on its own executor: the caller's code up to its next
        // suspension follows without one, so it has run when the simulation sees zero.
        if wokenByAdvance { lock.withLock { waking -= 1 } }
    }

    /// Moves time on, waking the sleepers whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { !($0.deadline > current) }.sorted { $0.deadline < $1.deadline || ($0.deadline == $1.deadline && $0.id < $1.id) }
            sleepers.removeAll { !($0.deadline > current) }
            waking += due.count
            return due
        }
        for sleeper in due { sleeper.continuation.resume(returning: true) }
    }
}
