import Foundation

/// A view drawn for a moment of a schedule, as SwiftUI's `TimelineView`. A render is one
/// moment: the content is drawn once, for the schedule's latest entry at or before the
/// render's now (`ImageRenderer.now`), or for now when the schedule has none by then.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content is drawn for: the entry's date, and how often the timeline updates.
    public struct Context {
        /// How often a timeline view updates: a render always reads as `.live`.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }

        public let date: Date
        public let cadence: Cadence

        /// Asks for the content to be drawn again; a render is drawn once, so it does nothing.
        public func invalidateTimelineContent() {}
    }
}

/// The context type of the first, OS-15 form of `TimelineView`'s initialiser.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { context in content(TimelineViewDefaultContext(date: context.date, cadence: .live)) }
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let date = Self.entry(of: schedule, at: context.environment.renderNow)
        let view = content(Context(date: date, cadence: .live))
        return context.graph.makeNodes(view, in: context.child(0))
    }

    /// The latest of the schedule's first entries at or before `now`; `now` when there is none.
    static func entry(of schedule: Schedule, at now: Date) -> Date {
        var latest: Date?
        for date in schedule.entries(from: now, mode: .normal).prefix(10_000) {
            guard date <= now else { break }
            latest = date
        }
        return latest ?? now
    }
}

/// When a timeline view updates, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule runs at its full rate or a reduced one.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Entries at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The entry at or before `startDate` (the schedule's start, if that is later), then one every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        var first = start
        if startDate > start, interval > 0 {
            first = start.addingTimeInterval((startDate.timeIntervalSince(start) / interval).rounded(.down) * interval)
        }
        return Entries(next: first, interval: interval)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date
        let interval: TimeInterval

        init(next: Date, interval: TimeInterval) {
            nextDate = next
            self.interval = interval
        }

        public mutating func next() -> Date? {
            defer { nextDate = nextDate.addingTimeInterval(interval) }
            return nextDate
        }
    }
}

/// Entries at the start date, then at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(next: startDate) }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date?

        init(next: Date) { nextDate = next }

        public mutating func next() -> Date? {
            guard let date = nextDate else { return nil }
            let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
            nextDate = Date(timeIntervalSinceReferenceDate: minute + 60)
            return date
        }
    }
}

/// Entries at the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

/// Entries as often as the display refreshes (or every `minimumInterval`); paused, none after the start.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(next: start, interval: paused ? nil : max(minimumInterval ?? 1.0 / 60, 1.0 / 120))
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date?
        let interval: TimeInterval?

        init(next: Date, interval: TimeInterval?) {
            nextDate = next
            self.interval = interval
        }

        public mutating func next() -> Date? {
            guard let date = nextDate else { return nil }
            nextDate = interval.map { date.addingTimeInterval($0) }
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
