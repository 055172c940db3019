import Combine
import Foundation
import Testing

/// `DispatchQueue` and `RunLoop` as Combine schedulers, with Combine's names: strides from
/// literals and units, and actions run on the queue or run loop, delayed and repeated.
@Suite struct SchedulerTests {
    @Test func stridesCountAsCombineCountsThem() {
        typealias QueueStride = DispatchQueue.SchedulerTimeType.Stride
        #expect(QueueStride.milliseconds(300).magnitude == 300_000_000)
        #expect((0.5 as QueueStride).magnitude == 500_000_000)
        #expect((2 as QueueStride) == .seconds(2))
        #expect(QueueStride.seconds(Double.nan).timeInterval == .never)
        typealias LoopStride = RunLoop.SchedulerTimeType.Stride
        #expect(LoopStride.milliseconds(250).timeInterval == 0.25)
        #expect((1 as LoopStride) + .milliseconds(500) == 1.5)
        let start = DispatchQueue.main.now
        #expect(start.distance(to: start.advanced(by: .milliseconds(20))) == .milliseconds(20))
    }

    @Test func aQueueRunsDelayedAndRepeatedActions() async throws {
        let queue = DispatchQueue(label: "scheduler-tests")
        let delayed = try await firstValue(of: Just(7).delay(for: .milliseconds(20), scheduler: queue))
        #expect(delayed == 7)
        let ticks = Counter()
        let timer = queue.schedule(after: queue.now, interval: .milliseconds(5)) { ticks.add() }
        for _ in 0..<200 where ticks.value < 3 { try await Task.sleep(for: .milliseconds(5)) }
        timer.cancel()
        #expect(ticks.value >= 3)
    }

    @Test func aRunLoopRunsActionsWhenItRuns() {
        let loop = RunLoop.current
        var received: [Int] = []
        let subscription = [1, 2, 3].publisher
            .delay(for: .milliseconds(10), scheduler: loop)
            .receive(on: loop)
            .sink { received.append($0) }
        // Nothing arrives until the run loop runs, as on Apple's platforms.
        #expect(received.isEmpty)
        loop.run(until: Date().addingTimeInterval(0.3))
        #expect(received == [1, 2, 3])
        subscription.cancel()
    }

    /// The first value a publisher sends.
    private func firstValue<P: Publisher>(of publisher: P) async throws -> P.Output where P.Failure == Never, P.Output: Sendable {
        try await withCheckedThrowingContinuation { continuation in
            let box = Box()
            box.subscription = publisher.first().sink { value in
                continuation.resume(returning: value)
                _ = box
            }
        }
    }
}

/// Keeps a subscription alive until its value arrives.
private final class Box: @unchecked Sendable {
    var subscription: AnyCancellable?
}

/// A count shared with a dispatch queue's actions.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
