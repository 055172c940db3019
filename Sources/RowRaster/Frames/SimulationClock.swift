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
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant()
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: UInt64 = lock.withLock { nextID += 1; return nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
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
                case .due: continuation.resume()
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
    }

    /// Moves time on, waking the sleepers whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { !($0.deadline > current) }.sorted { $0.deadline < $1.deadline || ($0.deadline == $1.deadline && $0.id < $1.id) }
            sleepers.removeAll { !($0.deadline > current) }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
