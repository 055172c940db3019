import Foundation
import Testing
@testable import RowRaster
import RowRasterGallery

/// onAppear, onDisappear and .task in scroll simulations, and the paged feed built on them.
@MainActor
@Suite struct LifecycleTests {
    final class Log { var lines: [String] = [] }

    private struct LoggedRows: View {
        let log: Log
        let lazy: Bool
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { rows }
                } else {
                    VStack(spacing: 0) { rows }
                }
            }
        }
        private var rows: some View {
            ForEach(0..<100, id: \.self) { index in
                Text("Row \(index)").frame(height: 100)
                    .onAppear { log.lines.append("appear \(index)") }
                    .onDisappear { log.lines.append("disappear \(index)") }
            }
        }
    }

    private func simulate<V: View>(_ view: V, _ offsets: [CGFloat]) throws -> FrameReport {
        var simulation = ScrollSimulation(view)
        simulation.script = .offsets(offsets)
        simulation.clock = ScrollSimulationTests.costClock
        return try simulation.run()
    }

    @Test func rowsAppearAndDisappearAsTheyEnterAndLeaveALazyStack() throws {
        let log = Log()
        let report = try simulate(LoggedRows(log: log, lazy: true), [0, 100, 3_000])
        // The first frame builds the rows within 844 + 100 points: rows 0 to 9, in order.
        #expect(Array(log.lines.prefix(10)) == (0...9).map { "appear \($0)" })
        #expect(report.frames.map(\.appeared) == [10, 1, 11])
        // A scroll of 100 points brings row 10; rows 0 and 1 are still within the margin.
        #expect(log.lines[10] == "appear 10")
        // A jump far down: every row disappears (in the order they appeared), then the new ones appear.
        #expect(Array(log.lines[11..<22]) == (0...10).map { "disappear \($0)" })
        #expect(log.lines[22] == "appear 29")
        #expect(report.frames[2].disappeared == 11)
    }

    @Test func everyRowOfAnEagerStackAppearsInTheFirstFrame() throws {
        let log = Log()
        let report = try simulate(LoggedRows(log: log, lazy: false), [0, 2_000])
        #expect(report.frames.map(\.appeared) == [100, 0])
        #expect(log.lines.count == 100)
    }

    @Test func aTaskIsCancelledWhenItsRowDisappears() async throws {
        final class Flags { var cancelled: Set<Int> = []; var steps = 0 }
        struct Row: View {
            let index: Int
            let flags: Flags
            var body: some View {
                Text("Row \(index)").frame(height: 100).task {
                    // Work that never finishes on its own.
                    while !Task.isCancelled { flags.steps += 1; await Task.yield() }
                    flags.cancelled.insert(index)
                }
            }
        }
        let flags = Flags()
        var simulation = ScrollSimulation(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Row(index: $0, flags: flags) } } })
        simulation.script = .offsets([0, 5_000, 5_000])
        simulation.clock = ScrollSimulationTests.costClock
        let report = try await simulation.run()
        #expect(report.frames.map(\.tasksStarted) == [10, 11, 0])
        #expect(report.frames.map(\.tasksCancelled) == [0, 10, 0])
        #expect(flags.steps > 0, "the tasks ran between frames")
        #expect(flags.cancelled == Set(0...9), "and the ten of the first screen saw their cancellation")
    }

    @Test func aTaskWithAnIDRestartsWhenTheIDChanges() throws {
        let model = TaskIdentifier()
        var simulation = ScrollSimulation(TaskedView(model: model))
        simulation.script = .offsets([0, 0, 0])
        simulation.clock = ScrollSimulationTests.costClock
        simulation.beforeFrame = { frame in if frame == 2 { model.value = 2 } }
        // The synchronous run never lets tasks run: the first is still going when its id changes.
        let report = try simulation.run()
        #expect(report.frames.map(\.tasksStarted) == [1, 0, 1])
        #expect(report.frames.map(\.tasksCancelled) == [0, 0, 1])
    }

    @Test func mainActorWorkOverAQuarterSecondIsAHang() throws {
        var simulation = ScrollSimulation(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Text("Row \(index)").frame(height: 100).onAppear { if index == 10 { Thread.sleep(forTimeInterval: 0.3) } }
                }
            }
        })
        simulation.script = .offsets([0, 100])
        let report = try simulation.run()
        #expect(report.frames[1].hang, "row 10's onAppear held the main actor for 300 ms")
        #expect(report.summary.hangs >= 1)
    }

    @Test func thePagedFeedLoadsEachPageOnceAsTheScrollReachesIt() async throws {
        let feed = FeedModel(pageLimit: 10)
        let prefetcher = ThumbnailPrefetcher(distance: PagedFeed.prefetchDistance)
        var simulation = ScrollSimulation(FeedScreen(feed: feed, prefetcher: prefetcher))
        // Down in steps, then a jump that brings many rows near the end on screen together.
        simulation.script = .offsets([0, 400, 800, 1_200, 6_000, 6_000, 6_000])
        simulation.clock = ScrollSimulationTests.costClock
        _ = try await simulation.run()
        // Rows are 76 points. At 400 points row 15 (five from the end of page 1) is built: page
        // 2 arrives a frame later. 800 and 1,200 reach no row within five of the end of 40.
        // Each frame at 6,000 shows the end of what is loaded (the offset is clamped), whose
        // last rows ask for one more page: pages 3 and 4 arrive, page 5 is on its way.
        #expect(feed.pagesLoaded == 4)
        #expect(feed.isLoading)
        #expect(feed.pageRequests == 4, "no page was asked for twice, though many rows near the end appeared together")
        // Prefetches left behind by the jump were cancelled; what is pending is ahead of the rows shown.
        #expect(prefetcher.cancelled > 0)
        #expect(prefetcher.pendingRows.allSatisfy { $0 > 60 })
        #expect(prefetcher.hits > 0)
    }
}

@Observable private final class TaskIdentifier { var value = 1 }

private struct TaskedView: View {
    let model: TaskIdentifier
    var body: some View { Text("\(model.value)").task(id: model.value) {} }
}
