import Foundation

// The environment values text formatting reads. SwiftUI takes them from the device; a render
// takes fixed ones, so the same row formats the same way on every machine and every day.

/// The fixed instants and settings a render uses unless told otherwise.
public enum RenderDefaults {
    /// The instant every render treats as "now" unless `ImageRenderer.now` says otherwise:
    /// 2026-01-15 09:41:00 UTC (9:41, the time on Apple's marketing screenshots). Relative
    /// dates, timers and offsets in `Text` count from it.
    public static let now = Date(timeIntervalSince1970: 1_768_470_060)
    /// The most pixels an `ImageRenderer` image may have unless its `maximumPixelCount` says
    /// otherwise: 64 megapixels (2²⁶), about 512 MB at the peak of a render.
    public static let maximumPixelCount = 64 * 1024 * 1024
    /// en_US, the locale of `\.locale` unless set.
    public static let locale = Locale(identifier: "en_US")
    /// UTC, the time zone of `\.timeZone` unless set.
    public static let timeZone = TimeZone.gmt
    /// The Gregorian calendar in en_US and UTC, `\.calendar` unless set.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }()
}

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { RenderDefaults.locale } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { RenderDefaults.timeZone } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { RenderDefaults.calendar } }
private struct RenderNowKey: EnvironmentKey { static var defaultValue: Date { RenderDefaults.now } }

extension EnvironmentValues {
    /// The locale text formats numbers, dates and lists in: en_US unless set with
    /// `.environment(\.locale, Locale(identifier: "de_DE"))` (SwiftUI uses the device's).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: UTC unless set (SwiftUI uses the device's).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian unless set (SwiftUI uses the device's).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The instant the render treats as now (`ImageRenderer.now`, `RenderDefaults.now` unless set).
    package var renderNow: Date {
        get { self[RenderNowKey.self] }
        set { self[RenderNowKey.self] = newValue }
    }

    /// The calendar with this environment's time zone and locale, as formatting needs it.
    package var formattingCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
