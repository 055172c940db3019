import RowRaster

/// A feed as SwiftUI guides write it: pages of 20 posts, the next page asked for when a row
/// within five of the end appears, and thumbnails prefetched for the rows about to appear
/// (and cancelled for those scrolled away from).
public enum PagedFeed {
    public static let pageSize = 20
    /// Rows from the end that ask for the next page when they appear.
    public static let pageThreshold = 5
    /// Rows ahead of the last one shown whose thumbnails are prefetched.
    public static let prefetchDistance = 4

    @MainActor public static func scene(rows: Int) -> FrameScene {
        let clock = SimulationClock()
        let feed = FeedModel(pageLimit: max(1, rows / pageSize), clock: clock, failingPages: [3])
        let prefetcher = ThumbnailPrefetcher(distance: prefetchDistance, clock: clock)
        var last = (pages: 0, started: 0, cancelled: 0, hits: 0, errors: 0)
        return FrameScene(view: AnyView(FeedScreen(feed: feed, prefetcher: prefetcher)), taskClock: clock, annotate: { _ in
            var notes: [String] = []
            if feed.pagesLoaded != last.pages { notes.append("page \(feed.pagesLoaded) loaded") }
            if feed.errors.count != last.errors, let error = feed.errors.last { notes.append(error) }
            let (started, cancelled, hits) = (prefetcher.started - last.started, prefetcher.cancelled - last.cancelled, prefetcher.hits - last.hits)
            if started + cancelled + hits > 0 {
                notes.append("thumbnails: \(started) prefetches started, \(cancelled) cancelled, \(hits) hits")
            }
            last = (feed.pagesLoaded, prefetcher.started, prefetcher.cancelled, prefetcher.hits, feed.errors.count)
            return notes
        })
    }
}

public struct FeedPost: Identifiable, Hashable, Sendable {
    public let id: Int
    public var author: String { ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"][id % 6] }
    public var text: String { "Post \(id + 1): notes from the list-performance workshop, part \(id % 7 + 1)." }
}

/// The feed's view model: posts so far, and the next page loaded by a task when asked for.
@MainActor @Observable public final class FeedModel {
    public private(set) var posts: [FeedPost] = []
    public private(set) var isLoading = false
    public private(set) var pagesLoaded = 0
    /// Pages asked for, including any asked for twice (which a correct model never does).
    public private(set) var pageRequests = 0
    /// Failed requests, as the screen would show them.
    public private(set) var errors: [String] = []
    let pageLimit: Int
    let clock: SimulationClock
    /// Pages whose first request fails (a timeout), to be asked for again.
    private var failingPages: Set<Int>

    /// A network request's round trip.
    public static let latency = Duration.milliseconds(100)

    public init(pageLimit: Int, clock: SimulationClock, failingPages: Set<Int> = []) {
        self.pageLimit = pageLimit
        self.clock = clock
        self.failingPages = failingPages
        appendPage()
    }

    struct Timeout: Error {}

    /// The pattern from the guides: when one of the last rows appears, load the next page,
    /// once, however many of those rows appear together.
    public func loadMoreIfNeeded(after post: FeedPost) {
        guard !isLoading, pagesLoaded < pageLimit, post.id >= posts.count - PagedFeed.pageThreshold else { return }
        isLoading = true
        pageRequests += 1
        let page = pagesLoaded + 1
        Task { @MainActor in
            do {
                try await self.fetch(page: page)
                self.appendPage()
            } catch {
                self.errors.append("page \(page) failed: \(error is Timeout ? "timed out" : "\(error)")")
            }
            self.isLoading = false
        }
    }

    private func fetch(page: Int) async throws {
        try await clock.sleep(for: Self.latency)
        if failingPages.remove(page) != nil { throw Timeout() }
    }

    private func appendPage() {
        let start = posts.count
        posts += (start..<start + PagedFeed.pageSize).map { FeedPost(id: $0) }
        pagesLoaded += 1
    }
}

/// Thumbnails decoded ahead of the rows that will show them; rows scrolled away from have
/// theirs cancelled. Counts what it did, for the report.
@MainActor public final class ThumbnailPrefetcher {
    let distance: Int
    let clock: SimulationClock
    /// Decoding one thumbnail.
    public static let decodeTime = Duration.milliseconds(50)
    private var pending: [Int: Task<Void, Never>] = [:]
    private var ready: Set<Int> = []
    public private(set) var started = 0
    public private(set) var cancelled = 0
    public private(set) var hits = 0

    public init(distance: Int, clock: SimulationClock) {
        self.distance = distance
        self.clock = clock
    }

    /// Rows whose thumbnails are being decoded.
    public var pendingRows: [Int] { pending.keys.sorted() }

    /// Row `index` appeared: its thumbnail is a hit if it was prefetched; the next rows' start.
    func rowAppeared(_ index: Int, of count: Int) {
        if ready.contains(index) || pending[index] != nil { hits += 1 }
        for ahead in index + 1...index + distance where ahead < count && pending[ahead] == nil && !ready.contains(ahead) {
            started += 1
            pending[ahead] = Task { @MainActor in
                // Decoding takes three frames: a fast scroll outruns it.
                guard (try? await self.clock.sleep(for: Self.decodeTime)) != nil else { return }
                self.ready.insert(ahead)
                self.pending[ahead] = nil
            }
        }
    }

    /// Row `index` disappeared: prefetches beyond the distance from it are no longer wanted.
    func rowDisappeared(_ index: Int) {
        for (ahead, task) in pending where abs(ahead - index) > distance {
            task.cancel()
            pending[ahead] = nil
            cancelled += 1
        }
    }
}

public struct FeedScreen: View {
    let feed: FeedModel
    let prefetcher: ThumbnailPrefetcher

    public init(feed: FeedModel, prefetcher: ThumbnailPrefetcher) {
        self.feed = feed
        self.prefetcher = prefetcher
    }

    public var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(feed.posts) { post in
                    FeedRow(post: post)
                        .onAppear {
                            feed.loadMoreIfNeeded(after: post)
                            prefetcher.rowAppeared(post.id, of: feed.posts.count)
                        }
                        .onDisappear { prefetcher.rowDisappeared(post.id) }
                }
                if feed.isLoading { LoadingRow() }
            }
        }
    }
}

struct FeedRow: View {
    let post: FeedPost
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(Color.indigo.gradient).frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text(post.author).font(.headline)
                Text(post.text).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}
