import Foundation

/// A month as iOS's calendar pickers draw it (the graphical `DatePicker` and `MultiDatePicker`):
/// a header with the month's title and its chevrons, the weekday initials, then the weeks from
/// the calendar's first weekday, each day drawn as its picker marks it.
///
/// A reconstruction of iOS 17 at rest from its public behaviour, not a measurement of a
/// device's pixels. Estimated: 44-point header and week rows, a 40-point disc, the day numbers
/// in 20 points, the weekday initials in 13-point semibold tertiary capitals, the month title
/// in 17-point semibold with the chevrons in 20-point medium (the header's) and 14-point
/// semibold.
struct MonthGrid: View, BuiltInRendition {
    /// How one day of the month is drawn.
    enum DayLook {
        /// The label colour (grey when the picker is disabled).
        case plain
        /// Today: the number in the tint.
        case today
        /// The selected day of a date picker: the tint on a light wash of it.
        case washed
        /// A selected day shown strongest: white on a disc of the tint.
        case filled
        /// A day outside the picker's range: grey, as it cannot be picked.
        case unavailable
    }

    /// Any date in the month drawn.
    let month: Date
    let calendar: Calendar
    let tint: Color
    let isEnabled: Bool
    /// Whether the picker's range reaches the month before, and the month after: UIKit greys
    /// the chevron that would leave the range.
    var canShowEarlier = true
    var canShowLater = true
    /// The look of each day, by its number in the month.
    let look: (Int) -> DayLook

    static let rowHeight: CGFloat = 44
    static let disc: CGFloat = 40

    var body: some View {
        let days = calendar.range(of: .day, in: .month, for: month) ?? 1..<32
        let first = calendar.dateInterval(of: .month, for: month)?.start ?? month
        let offset = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        let weeks = (offset + days.count + 6) / 7
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: calendar.locale) }
        return VStack(spacing: 0) {
            header
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { column in
                    Text(verbatim: weekdays[column])
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(ControlColors.placeholder)
                        .frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal, 8)
            ForEach(0..<weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - offset + 1
                        dayCell(days.contains(day) ? day : nil)
                            .frame(maxWidth: .infinity)
                            .frame(height: Self.rowHeight)
                    }
                }
                .padding(.horizontal, 8)
            }
        }
        .padding(.bottom, 8)
    }

    private var header: some View {
        HStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: DateWheels.formatter(template: "MMMMy", calendar: calendar).string(from: month))
                    .font(.system(size: 17, weight: .semibold))
                    .disabledLabel(isEnabled)
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(tint)
            }
            Spacer(minLength: 8)
            HStack(spacing: 28) {
                Image(systemName: "chevron.left").foregroundStyle(canShowEarlier ? tint : DisabledLook.foreground)
                Image(systemName: "chevron.right").foregroundStyle(canShowLater ? tint : DisabledLook.foreground)
            }
            .font(.system(size: 20, weight: .medium))
        }
        .padding(.horizontal, 16)
        .frame(height: Self.rowHeight)
    }

    @ViewBuilder private func dayCell(_ day: Int?) -> some View {
        if let day {
            let look = look(day)
            let strong = look == .washed || look == .filled
            let number = Text(verbatim: day.formatted(.number.locale(calendar.locale ?? Locale(identifier: "en_US"))))
                .font(.system(size: 20, weight: strong ? .semibold : .regular))
            switch look {
            case .filled:
                number.foregroundStyle(Color.white).frame(width: Self.disc, height: Self.disc).background(Circle().fill(tint))
            case .washed:
                number.foregroundStyle(tint).frame(width: Self.disc, height: Self.disc).background(Circle().fill(tint.opacity(0.12)))
            case .today:
                number.foregroundStyle(tint)
            case .unavailable:
                number.foregroundStyle(DisabledLook.foreground)
            case .plain:
                number.disabledLabel(isEnabled)
            }
        } else {
            Color.clear.frame(width: 1, height: 1)
        }
    }
}

extension MonthGrid {
    /// Whether a range from `start` to `end` (exclusive, or inclusive when `includingEnd`)
    /// reaches the months before and after `month`.
    static func reach(of month: Date, start: Date?, end: Date?, includingEnd: Bool = false,
                      calendar: Calendar) -> (earlier: Bool, later: Bool) {
        guard let interval = calendar.dateInterval(of: .month, for: month) else { return (true, true) }
        let later = end.map { includingEnd ? $0 >= interval.end : $0 > interval.end } ?? true
        return (start.map { $0 < interval.start } ?? true, later)
    }
}
