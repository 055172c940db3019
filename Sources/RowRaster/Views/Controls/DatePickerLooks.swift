import Foundation

/// The graphical and wheel looks of a date picker (`.datePickerStyle(.graphical)`, `.wheel`).
///
/// Both are reconstructions of iOS 17 at rest from its public behaviour, not measurements of a
/// device's pixels: the layout (a month header with its chevrons, the weekday initials, the
/// weeks, the selected day on a tinted disc; UIDatePicker's columns on one grey band) is iOS's,
/// the sizes below are estimates and say so.

/// `.graphical`: the month of the shown date, its weeks from the calendar's first weekday, the
/// selected day in the tint on a light wash of it (white on the tint when it is today), today
/// in the tint, the days and the chevrons outside the range grey; the time, when shown, in a
/// compact field on a row below. The label is not drawn, as on iOS. The month is `MonthGrid`'s,
/// shared with `MultiDatePicker`.
struct GraphicalDatePicker: View, BuiltInRendition {
    let date: Date
    let components: DatePickerComponents
    let calendar: Calendar
    let now: Date
    let tint: Color
    let isEnabled: Bool
    /// The picker's range, whose ends grey the chevrons that would leave it.
    var minimumDate: Date?
    var maximumDate: Date?

    var body: some View {
        VStack(spacing: 0) {
            if components.contains(.date) || !components.contains(.hourAndMinute) {
                month
            }
            if components.contains(.hourAndMinute) {
                if components.contains(.date) { Divider().padding(.horizontal, 16) }
                HStack(spacing: 8) {
                    Text(verbatim: "Time").disabledLabel(isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                    CompactDateFields(date: date, components: .hourAndMinute, calendar: calendar, isEnabled: isEnabled)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
            }
        }
        .frame(maxWidth: .infinity)
    }

    private var month: some View {
        let selectedDay = calendar.component(.day, from: date)
        let today = calendar.isDate(now, equalTo: date, toGranularity: .month) ? calendar.component(.day, from: now) : nil
        let reach = MonthGrid.reach(of: date, start: minimumDate, end: maximumDate, includingEnd: true, calendar: calendar)
        let monthStart = calendar.dateInterval(of: .month, for: date)?.start ?? date
        return MonthGrid(month: date, calendar: calendar, tint: tint, isEnabled: isEnabled,
                         canShowEarlier: reach.earlier, canShowLater: reach.later) { day in
            // A day that no moment of the range falls in cannot be picked: UIKit greys it.
            let dayStart = calendar.date(byAdding: .day, value: day - 1, to: monthStart) ?? monthStart
            let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
            if let minimumDate, dayEnd <= minimumDate { return .unavailable }
            if let maximumDate, dayStart > maximumDate { return .unavailable }
            return switch (day == selectedDay, day == today) {
            case (true, true): .filled
            case (true, false): .washed
            case (false, true): .today
            case (false, false): .plain
            }
        }
    }
}

/// `.wheel`: UIDatePicker at rest, 216 points tall, a column for each part of the date in the
/// locale's order (month, day, year for en_US; or the day with its weekday ("Thu Jan 15", "Today"
/// for today), then hour, minute and AM/PM when the time is shown too), the selected values
/// on one grey band, their neighbours turning away on the wheel as a picker's wheel draws them.
/// The columns keep their widest value's width and sit together in the middle. Estimated: the
/// 10 points either side of each column.
struct DateWheels: View, BuiltInRendition {
    let date: Date
    let components: DatePickerComponents
    let calendar: Calendar
    let now: Date

    struct Column {
        var values: [String]
        var selected: Int
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(ControlColors.well)
                .frame(height: PickerWheel.rowHeight + 2)
                .padding(.horizontal, 8)
            HStack(spacing: 0) {
                ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
                    PickerWheel(options: column.values.map { PickerOption(tag: nil, label: AnyView(Text(verbatim: $0))) },
                                selected: column.selected, showsBand: false)
                        .fixedSize(horizontal: true, vertical: false)
                        .padding(.horizontal, 10)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: PickerWheel.height)
    }

    /// The steps shown either side of a selected value on a wheel that turns round.
    private static let around = -PickerWheel.visibleNeighbours...PickerWheel.visibleNeighbours

    var columns: [Column] {
        let showsDate = components.contains(.date) || !components.contains(.hourAndMinute)
        var result: [Column] = []
        if showsDate && components.contains(.hourAndMinute) {
            // UIDatePicker writes the day without the template's comma: "Thu Jan 15".
            let dayFormatter = Self.formatter(template: "EEEMMMd", calendar: calendar)
            dayFormatter.dateFormat = dayFormatter.dateFormat.replacingOccurrences(of: ",", with: "")
            result.append(Column(values: Self.around.map { step in
                let day = calendar.date(byAdding: .day, value: step, to: date) ?? date
                return calendar.isDate(day, inSameDayAs: now) ? "Today" : dayFormatter.string(from: day)
            }, selected: PickerWheel.visibleNeighbours))
        } else if showsDate {
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: calendar.locale) ?? "MMMM d, y"
            let order = ["M", "d", "y"].sorted { (pattern.firstIndex(of: Character($0)) ?? pattern.endIndex) < (pattern.firstIndex(of: Character($1)) ?? pattern.endIndex) }
            let month = calendar.component(.month, from: date), day = calendar.component(.day, from: date)
            let year = calendar.component(.year, from: date)
            let dayCount = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let months = calendar.standaloneMonthSymbols
            for part in order {
                switch part {
                case "M": result.append(cyclic { months[Self.wrap(month - 1 + $0, months.count)] })
                case "d": result.append(cyclic { String(Self.wrap(day - 1 + $0, dayCount) + 1) })
                default: result.append(cyclic { String(year + $0) })
                }
            }
        }
        if components.contains(.hourAndMinute) {
            let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale) ?? "h a"
            let twelveHours = pattern.contains("h") || pattern.contains("K")
            let hour = calendar.component(.hour, from: date), minute = calendar.component(.minute, from: date)
            if twelveHours {
                result.append(cyclic { String(Self.wrap(hour % 12 - 1 + $0, 12) + 1) })
            } else {
                result.append(cyclic { String(format: "%02d", Self.wrap(hour + $0, 24)) })
            }
            result.append(cyclic { String(format: "%02d", Self.wrap(minute + $0, 60)) })
            if twelveHours {
                result.append(Column(values: [calendar.amSymbol, calendar.pmSymbol], selected: hour < 12 ? 0 : 1))
            }
        }
        return result
    }

    private func cyclic(_ value: (Int) -> String) -> Column {
        Column(values: Self.around.map(value), selected: PickerWheel.visibleNeighbours)
    }

    private static func wrap(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }

    /// A formatter for a localized template, in the calendar's locale and time zone.
    static func formatter(template: String, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }
}
