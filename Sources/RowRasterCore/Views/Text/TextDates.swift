import Foundation

extension Text {
    /// A predefined way to show a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// Relative styles count from the render's fixed now (`ImageRenderer.now`), and show the
    /// value at that instant: a render is one frame, so a timer does not tick.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date: "January 15, 2026" in en_US.
        public static let date = DateStyle(kind: .date)
        /// The time: "9:41 AM" in en_US.
        public static let time = DateStyle(kind: .time)
        /// The distance to now in at most two units: "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 days".
        public static let offset = DateStyle(kind: .offset)
        /// The distance to now as a timer: "2:32", "1:05:09".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows `date` in `style`, in the environment's locale, calendar and time zone.
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(storage: .date(.styled(date, style)))
    }

    /// Shows a range of dates: "9:41 – 10:41 AM" on one day, "Jan 15 – 17, 2026" across days.
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.init(storage: .date(.range(dates)))
    }

    /// Shows an interval of dates, as `Text(_: ClosedRange<Date>)`.
    nonisolated public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer over `timerInterval`: counting down to its end (or up from its start) at the
    /// render's now, or at `pauseTime` when given. "1:05:09", or "65:09" without hours.
    nonisolated public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(storage: .date(.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }
}

/// A date shown by `Text`, resolved when drawn against the environment.
package enum TextDate: Equatable {
    case styled(Date, Text.DateStyle)
    case range(ClosedRange<Date>)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// Why this date cannot be shown (a NaN, infinite or absurdly distant instant), if so.
    var problem: String? {
        let dates: [Date]
        switch self {
        case .styled(let date, _): dates = [date]
        case .range(let range): dates = [range.lowerBound, range.upperBound]
        case .timer(let range, let pauseTime, _, _): dates = [range.lowerBound, range.upperBound] + (pauseTime.map { [$0] } ?? [])
        }
        // About 31,000 years either side of 2001: beyond that the date is a bug, not a date.
        guard let bad = dates.first(where: { !($0.timeIntervalSinceReferenceDate.magnitude < 1e12) }) else { return nil }
        return "Text cannot show the date \(bad.timeIntervalSinceReferenceDate) s from 2001-01-01; it shows nothing"
    }

    @MainActor
    func string(in environment: EnvironmentValues) -> String {
        let calendar = environment.formattingCalendar
        let locale = environment.locale
        let now = environment.renderNow
        switch self {
        case .styled(let date, let style):
            switch style.kind {
            case .date:
                return Self.string(from: date, dateStyle: .long, timeStyle: .none, calendar: calendar)
            case .time:
                return Self.string(from: date, dateStyle: .none, timeStyle: .short, calendar: calendar)
            case .relative:
                return Self.units(between: now, and: date, maximumUnitCount: 2, locale: locale, calendar: calendar)
            case .offset:
                let sign = date < now ? "-" : "+"
                return sign + Self.units(between: now, and: date, maximumUnitCount: 1, locale: locale, calendar: calendar)
            case .timer:
                return Self.timer(seconds: abs(date.timeIntervalSince(now)), showsHours: true, locale: locale)
            }
        case .range(let dates):
            let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
            let style = Date.IntervalFormatStyle(date: sameDay ? .omitted : .abbreviated, time: sameDay ? .shortened : .omitted,
                                                 locale: locale, calendar: calendar, timeZone: environment.timeZone)
            return style.format(dates.lowerBound..<dates.upperBound)
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            let at = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(at) : at.timeIntervalSince(interval.lowerBound)
            return Self.timer(seconds: seconds, showsHours: showsHours, locale: locale)
        }
    }

    /// A date in a `DateFormatter` style. Date.FormatStyle's `.shortened` time drops the
    /// leading zero that de_DE and en_GB show ("9:41" for "09:41"); the formatter's CLDR
    /// patterns are what iOS shows.
    @MainActor
    static package func string(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
                       calendar: Calendar) -> String {
        let key = FormatterKey(calendar: calendar, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue)
        if let formatter = formatters[key] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        // Making a formatter costs far more than using one; rows reuse a handful.
        if formatters.count > 64 { formatters.removeAll() }
        formatters[key] = formatter
        return formatter.string(from: date)
    }

    private struct FormatterKey: Hashable {
        var calendar: Calendar
        var dateStyle: UInt
        var timeStyle: UInt
    }

    @MainActor private static var formatters: [FormatterKey: DateFormatter] = [:]

    /// "2 hours, 5 minutes": the distance between two instants in its largest units, the last
    /// one rounded down, as SwiftUI's relative styles show it.
    static func units(between start: Date, and end: Date, maximumUnitCount: Int, locale: Locale, calendar: Calendar) -> String {
        let (from, to) = start <= end ? (start, end) : (end, start)
        let components = calendar.dateComponents([.year, .month], from: from, to: to)
        let years = components.year ?? 0, months = components.month ?? 0
        if years > 0 || months > 0, locale.language.languageCode == .english {
            // Foundation on Linux has no localized year/month unit names outside
            // DateComponentsFormatter (unavailable); English is spelled here, other
            // languages fall back to days below.
            var parts: [String] = []
            if years > 0 { parts.append("\(years) year" + (years == 1 ? "" : "s")) }
            if months > 0 { parts.append("\(months) month" + (months == 1 ? "" : "s")) }
            return parts.prefix(maximumUnitCount).joined(separator: ", ")
        }
        let seconds = Int64(to.timeIntervalSince(from).rounded(.towardZero))
        let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                                              maximumUnitCount: maximumUnitCount,
                                              fractionalPart: .hide(rounded: .towardZero))
        return Duration.seconds(seconds).formatted(style.locale(locale))
    }

    /// "2:32", "1:05:09" (or "65:09" without hours): a timer's reading.
    static func timer(seconds: TimeInterval, showsHours: Bool, locale: Locale) -> String {
        let whole = Int64(max(0, seconds.isFinite ? seconds : 0).rounded(.towardZero))
        let duration = Duration.seconds(whole)
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && whole >= 3600
            ? .hourMinuteSecond(padHourToLength: 1, roundFractionalSeconds: .towardZero)
            : .minuteSecond(padMinuteToLength: 1, roundFractionalSeconds: .towardZero)
        return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
    }
}
