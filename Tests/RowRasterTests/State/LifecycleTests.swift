import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
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

    @Test func rowsNearTheEndAppearingTogetherAskForOnePage() throws {
        let feed = FeedModel(pageLimit: 10, clock: SimulationClock())
        var simulation = ScrollSimulation(FeedScreen(feed: feed, prefetcher: ThumbnailPrefetcher(distance: 4, clock: SimulationClock())))
        // A jump to the end of the first page: rows 15 to 19, all within five of the end, appear in one frame.
        simulation.script = .offsets([0, 1_000])
        simulation.clock = ScrollSimulationTests.costClock
        let report = try simulation.run()
        #expect(report.frames[1].appeared >= 5)
        #expect(feed.pageRequests == 1)
        #expect(feed.isLoading)
    }

    @Test func aDataSourceLoadsMoreWhenIndicesNearItsEndAreRead() throws {
        let store = PagingStore()
        var simulation = ScrollSimulation(PagedList(store: store))
        simulation.script = .constantVelocity(pointsPerSecond: 1_500, seconds: 2)
        simulation.clock = ScrollSimulationTests.costClock
        let report = try simulation.run()
        // The last frame shows 2,975 to 3,819 points of 100-point rows: with the margin the
        // lazy stack reads up to row 39. Reading row 15 loaded page 2, row 35 page 3.
        #expect(store.pages == 3)
        #expect(store.highestRead == 39)
        #expect(store.count == 60)
        // The list re-ran only when a page arrived, because its body read `count`.
        #expect(report.frames.dropFirst().filter { $0.reevaluated.contains("PagedList: @dependencies") }.count == 2)
    }

    @Test func thePagedFeedLoadsEachPageOnceAsTheScrollReachesIt() async throws {
        let clock = SimulationClock()
        let feed = FeedModel(pageLimit: 10, clock: clock, failingPages: [3])
        let prefetcher = ThumbnailPrefetcher(distance: PagedFeed.prefetchDistance, clock: clock)
        var simulation = ScrollSimulation(FeedScreen(feed: feed, prefetcher: prefetcher))
        simulation.script = .constantVelocity(pointsPerSecond: 1_800, seconds: 2.5)
        simulation.clock = ScrollSimulationTests.costClock
        simulation.taskClock = clock
        var loadedIn: [Int: Int] = [:]
        simulation.annotate = { frame in
            if loadedIn[feed.pagesLoaded] == nil { loadedIn[feed.pagesLoaded] = frame }
            return []
        }
        let report = try await simulation.run()
        // 4,500 points of rows about 75 points tall reach row 59 (68 rows appeared, with the margin): pages 2,
        // 3 and 4, each asked for when a row five from the end appeared. Page 3's first
        // request timed out: the error is kept, the simulation goes on, and the next row to
        // appear asks again. Every run the same frames, as the clock is the simulation's.
        #expect(report.frames.map(\.appeared).reduce(0, +) == 68)
        #expect(feed.pagesLoaded == 4)
        #expect(feed.pageRequests == 4, "pages 2, 3 (twice) and 4; none asked for twice at once")
        #expect(feed.errors == ["page 3 failed: timed out"])
        #expect(loadedIn == [1: 0, 2: 15, 3: 77, 4: 122])
        // Thumbnails: decoding takes three frames, so a row often appears before its
        // thumbnail is ready (still a hit: it was asked for); at 1,800 points a second the
        // scroll outruns decoding, and those left behind are cancelled.
        #expect(prefetcher.started == 97)
        #expect(prefetcher.hits == 63)
        #expect(prefetcher.cancelled == 30)
    }
}

@Observable private final class TaskIdentifier { var value = 1 }

private struct TaskedView: View {
    let model: TaskIdentifier
    var body: some View { Text("\(model.value)").task(id: model.value) {} }
}

/// A store that pages in more items when a row near the end of what it has is read.
@Observable private final class PagingStore {
    private(set) var count = 20
    private(set) var pages = 1
    @ObservationIgnored private(set) var highestRead = -1

    func read(_ index: Int) -> Int {
        highestRead = max(highestRead, index)
        if index >= count - 5 { count += 20; pages += 1 }
        return index
    }
}

/// A `RandomAccessCollection` over the store, as guides write paging data sources.
private struct PagedSource: RandomAccessCollection {
    let store: PagingStore
    let endIndex: Int
    var startIndex: Int { 0 }
    subscript(index: Int) -> Int { store.read(index) }
}

private struct PagedList: View {
    let store: PagingStore
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(PagedSource(store: store, endIndex: store.count), id: \.self) { Text("Item \($0)").frame(height: 100) }
            }
        }
    }
}
