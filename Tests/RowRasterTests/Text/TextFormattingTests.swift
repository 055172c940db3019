import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Dates, format styles, formatters and interpolations as `Text` shows them, in the render's
/// fixed now (2026-01-15 09:41 UTC) and en_US, and in de_DE.
@MainActor
@Suite struct TextFormattingTests {
    static let now = RenderDefaults.now
    static let german = Locale(identifier: "de_DE")

    /// The string a text shows in the default environment, changed by `change`.
    private func string(_ text: Text, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> String {
        var environment = EnvironmentValues()
        change(&environment)
        return text.paragraph(in: environment).string
    }

    private func german(_ environment: inout EnvironmentValues) { environment.locale = Self.german }

    @Test func theFixedNowIsNineFortyOneOnJanuaryFifteenth() {
        #expect(string(Text(Self.now, style: .date)) == "January 15, 2026")
        #expect(string(Text(Self.now, style: .time)) == "9:41\u{202F}AM")
        #expect(string(Text(Self.now, style: .date), german) == "15. Januar 2026")
        #expect(string(Text(Self.now, style: .time), german) == "09:41")
    }

    @Test func timeZoneAndCalendarComeFromTheEnvironment() {
        let tokyo = string(Text(Self.now, style: .time)) { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }
        #expect(tokyo == "6:41\u{202F}PM")
        let buddhist = string(Text(Self.now, style: .date)) { $0.calendar = Calendar(identifier: .buddhist) }
        #expect(buddhist == "January 15, 2569 BE")
    }

    @Test func relativeOffsetAndTimerCountFromNow() {
        let later = Self.now.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        #expect(string(Text(later, style: .relative)) == "2 hours, 5 minutes")
        #expect(string(Text(later, style: .offset)) == "+2 hours")
        #expect(string(Text(later, style: .timer)) == "2:05:09")
        let earlier = Self.now.addingTimeInterval(-(3 * 60 + 7))
        #expect(string(Text(earlier, style: .relative)) == "3 minutes, 7 seconds")
        #expect(string(Text(earlier, style: .offset)) == "-3 minutes")
        #expect(string(Text(earlier, style: .timer)) == "3:07")
        #expect(string(Text(Self.now, style: .relative)) == "0 seconds")
        let longAgo = Calendar(identifier: .gregorian).date(byAdding: DateComponents(year: -1, month: -1), to: Self.now)!
        #expect(string(Text(longAgo, style: .relative)) == "1 year, 1 month")
        #expect(string(Text(later, style: .relative), german) == "2 Stunden und 5 Minuten")
    }

    @Test func timerIntervalsCountDownUpAndPause() {
        let start = Self.now.addingTimeInterval(-600)
        let end = Self.now.addingTimeInterval(3909)
        #expect(string(Text(timerInterval: start...end)) == "1:05:09")
        #expect(string(Text(timerInterval: start...end, countsDown: false)) == "10:00")
        #expect(string(Text(timerInterval: start...end, showsHours: false)) == "65:09")
        #expect(string(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(60))) == "1:14:09")
        // Past its end a countdown shows zero.
        #expect(string(Text(timerInterval: start...Self.now.addingTimeInterval(-1))) == "0:00")
    }

    @Test func dateRangesAndIntervals() {
        let hour = Self.now...Self.now.addingTimeInterval(3600)
        #expect(string(Text(hour)) == "9:41\u{2009}\u{2013}\u{2009}10:41\u{202F}AM")
        let days = DateInterval(start: Self.now, duration: 2 * 86400)
        #expect(string(Text(days)) == "Jan 15\u{2009}\u{2013}\u{2009}17, 2026")
    }

    @Test func formatStylesUseTheEnvironmentLocale() {
        let price = Text(1234.5, format: .currency(code: "USD"))
        #expect(string(price) == "$1,234.50")
        #expect(string(price, german) == "1.234,50\u{00A0}$")
        let change = Text(0.0425, format: .percent.precision(.fractionLength(2)))
        #expect(string(change) == "4.25%")
        #expect(string(change, german) == "4,25\u{00A0}%")
        #expect(string(Text(1_234_567, format: .number)) == "1,234,567")
        #expect(string(Text(["Ann", "Bo", "Cy"], format: .list(type: .and))) == "Ann, Bo, and Cy")
        #expect(string(Text(["Ann", "Bo", "Cy"], format: .list(type: .and)), german) == "Ann, Bo und Cy")
        #expect(string(Text(Self.now, format: .dateTime.month(.abbreviated).day())) == "Jan 15")
        #expect(string(Text(Self.now, format: .dateTime.hour().minute()), german) == "09:41")
    }

    @Test func formattersFormatAndAFailureIsAWarning() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = RenderDefaults.locale
        #expect(string(Text(NSNumber(value: 9876.5), formatter: formatter)) == "9,876.5")
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd HH:mm"
        dates.timeZone = .gmt
        #expect(string(Text(Self.now, formatter: dates)) == "2026-01-15 09:41")
        // A number formatter has nothing to say about a date: the text is empty, with a warning.
        let output = try RenderPipeline.layOut(Text(Self.now, formatter: formatter), proposal: .unspecified, scale: 1)
        #expect(try #require(output.root as? TextNode).paragraph.string.isEmpty)
        #expect(output.warnings.count == 1)
        #expect(output.warnings.first?.description.contains("NumberFormatter gave no string for Date") == true)
    }

    @Test func interpolationsFormatInTheTextsEnvironment() {
        let price = 4.99, count = 3
        let text = Text("\(count) items, \(price, format: .currency(code: "EUR")) at \(Self.now, style: .time)")
        #expect(string(text) == "3 items, €4.99 at 9:41\u{202F}AM")
        #expect(string(text, german) == "3 items, 4,99\u{00A0}€ at 09:41")
        #expect(string(Text("Rated \(Text("4.8").bold()) of \(5)")) == "Rated 4.8 of 5")
        #expect(string(Text("\(0.5, specifier: "%.2f") km")) == "0.50 km")
        // Without a specifier a Double is "%lf", as SwiftUI shows it; a String value is as it is.
        let rating = 4.8, label = "**4.8**"
        #expect(string(Text("\(rating) stars")) == "4.800000 stars")
        #expect(string(Text("\(label) stars")) == "**4.8** stars")
    }

    @Test func impossibleDatesShowNothingWithAWarning() throws {
        for date in [Date(timeIntervalSinceReferenceDate: .nan), .distantFuture.addingTimeInterval(.infinity),
                     Date(timeIntervalSinceReferenceDate: 1e300)] {
            for style in [Text.DateStyle.date, .time, .relative, .offset, .timer] {
                let output = try RenderPipeline.layOut(Text(date, style: style), proposal: .unspecified, scale: 1)
                #expect(try #require(output.root as? TextNode).paragraph.string.isEmpty)
                guard case .unformattedText(let reason) = output.warnings.first else {
                    Issue.record("no warning for \(date) in \(style)"); continue
                }
                #expect(reason.hasPrefix("Text cannot show the date"))
            }
        }
    }

    @Test func textCaseUsesTheLocale() {
        #expect(string(Text("Straße")) { $0.textCase = .uppercase } == "STRASSE")
    }
}
