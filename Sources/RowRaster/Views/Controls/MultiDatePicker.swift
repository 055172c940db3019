import Foundation

/// A calendar picking any number of days, as iOS draws `MultiDatePicker` at rest: the month of
/// today (or, when today is outside the range, the range's nearest month), each selected day
/// white on a disc of the tint, today in the tint, days outside the range grey, as is the
/// chevron to a month outside it. The label is not drawn, as on iOS.
///
/// Today is the render's now (`ImageRenderer.now`, `RenderDefaults.now` unless set), so a golden stays the same from day to
/// day when that date is fixed. The days are in the render's calendar and time zone; a selected
/// day matches by its year, month and day components.
public struct MultiDatePicker<Label: View>: View, BuiltInControl {
    let selection: Binding<Set<DateComponents>>
    /// The first day that can be picked, if any.
    let start: Date?
    /// The moment after the last day that can be picked, if any.
    let end: Date?
    let label: Label

    public var body: Never { bodyError() }

    init(selection: Binding<Set<DateComponents>>, start: Date?, end: Date?, label: Label) {
        self.selection = selection
        self.start = start
        self.end = end
        self.label = label
    }

    /// A picker of any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, start: nil, end: nil, label: label())
    }

    /// A picker of the days in `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, start: bounds.lowerBound, end: bounds.upperBound, label: label())
    }

    /// A picker of the days from the start of `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, start: bounds.lowerBound, end: nil, label: label())
    }

    /// A picker of the days before the end of `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, start: nil, end: bounds.upperBound, label: label())
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        let calendar = environment.formattingCalendar
        let now = environment.renderNow
        let month = shownMonth(now: now, calendar: calendar)
        let selectedDays = Set(selection.wrappedValue.compactMap { components -> Int? in
            guard components.year == calendar.component(.year, from: month),
                  components.month == calendar.component(.month, from: month) else { return nil }
            return components.day
        })
        let today = calendar.isDate(now, equalTo: month, toGranularity: .month) ? calendar.component(.day, from: now) : nil
        let monthStart = calendar.dateInterval(of: .month, for: month)?.start ?? month
        let reach = MonthGrid.reach(of: month, start: start, end: end, calendar: calendar)
        return MonthGrid(month: month, calendar: calendar,
                         tint: environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground,
                         isEnabled: environment.isEnabled, canShowEarlier: reach.earlier, canShowLater: reach.later) { day in
            let date = calendar.date(byAdding: .day, value: day - 1, to: monthStart) ?? monthStart
            if !isAvailable(date, calendar: calendar) { return .unavailable }
            if selectedDays.contains(day) { return .filled }
            return day == today ? .today : .plain
        }
        .frame(maxWidth: .infinity)
    }

    /// Today's month, or the range's first or last month when today is outside it.
    func shownMonth(now: Date, calendar: Calendar) -> Date {
        if let start, now < start { return start }
        if let end, now >= end { return end.addingTimeInterval(-1) }
        return now
    }

    /// Whether a day overlaps the range: UIKit offers a day when any of it can be picked.
    func isAvailable(_ day: Date, calendar: Calendar) -> Bool {
        let nextDay = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let start, nextDay <= start { return false }
        if let end, day >= end { return false }
        return true
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
