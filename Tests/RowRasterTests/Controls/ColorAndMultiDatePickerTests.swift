import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `ColorPicker` and `MultiDatePicker` at rest: exact frames of the colour well, and the month
/// and days a multiple-date calendar shows.
@MainActor
@Suite struct ColorAndMultiDatePickerTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    // MARK: ColorPicker

    @Test func aColorPickerPutsItsWellTrailingAndItsLabelLeading() throws {
        let view = ColorPicker("Tint", selection: .constant(.orange))
        // The 28-point well at the trailing edge: the 3-point ring of hues drawn inside its edge,
        // the 20-point disc of the selected colour in the middle.
        let circles = try frames(of: "Circle", in: view, proposal: row)
        #expect(circles == [CGRect(x: 276, y: 4, width: 20, height: 20)])
        let dump = try displayListDump(view, proposal: row)
        #expect(dump.contains("stroke ellipse(273.5 1.5 25 25) angular(#FF0000@0 #FFFF00@0.17"))
        #expect(dump.contains("fill ellipse(276 4 20 20) #FF9500"))   // the selected colour
        #expect(try laidOutNodes(view, proposal: row).first?.frame.size == CGSize(width: 300, height: 28))
        #expect(try coloredTexts(view, proposal: row) == ["\"Tint\" #000000"])
    }

    @Test func aColorPickerWithHiddenLabelsIsItsWell() throws {
        let view = ColorPicker(selection: .constant(Color.red), supportsOpacity: false) { Text("Hidden") }.labelsHidden()
        #expect(try laidOutNodes(view, proposal: row).first?.frame.size == CGSize(width: 28, height: 28))
        #expect(try coloredTexts(view, proposal: row).isEmpty)
    }

    @Test func aDisabledColorPickerGreysItsLabelAndFadesItsWell() throws {
        let view = ColorPicker("Tint", selection: .constant(.orange)).disabled(true)
        #expect(try coloredTexts(view, proposal: row).first?.hasPrefix("\"Tint\" #3C3C43") == true)
        let dump = try displayListDump(view, proposal: row)
        #expect(dump.contains("group opacity(0.5)\n  group compositingGroup\n    stroke ellipse"))
    }

    // MARK: MultiDatePicker

    /// The render's today, 15 January 2026, and days around it.
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(year: year, month: month, day: day)
    }

    @Test func aMultiDatePickerShowsTodaysMonthWithTheSelectedDaysFilled() throws {
        let selection: Set<DateComponents> = [Self.day(2026, 1, 3), Self.day(2026, 1, 20), Self.day(2026, 2, 1)]
        let view = MultiDatePicker("Days", selection: .constant(selection))
        let shown = try coloredTexts(view, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(shown.first == "\"January 2026\" #000000")
        #expect(shown.contains("\"3\" #FFFFFF"))     // selected: white on the tint
        #expect(shown.contains("\"20\" #FFFFFF"))
        #expect(shown.contains("\"15\" #007AFF"))    // today in the tint
        #expect(shown.contains("\"1\" #000000"))     // 1 February is another month's
        #expect(!shown.contains { $0.hasPrefix("\"Days\"") })    // no label, as on iOS
        #expect(shown.filter { $0.hasPrefix("\"31\"") }.count == 1)
        // Two discs of the tint, 40 points across.
        let discs = try frames(of: "Circle", in: view, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(discs.map(\.size) == [CGSize(width: 40, height: 40), CGSize(width: 40, height: 40)])
    }

    @Test func aMultiDatePickerGreysTheDaysOutsideItsRange() throws {
        let calendar = EnvironmentValues().formattingCalendar
        let start = calendar.date(from: Self.day(2026, 3, 10))!
        let end = calendar.date(from: Self.day(2026, 3, 20))!
        // Today (January) is before the range: the range's first month is shown.
        let view = MultiDatePicker(selection: .constant([Self.day(2026, 3, 12)]), in: start..<end) { Text("Trip") }
        let shown = try coloredTexts(view, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(shown.first == "\"March 2026\" #000000")
        #expect(shown.contains { $0.hasPrefix("\"9\" #3C3C43") })   // before the range
        #expect(shown.contains("\"10\" #000000"))
        #expect(shown.contains("\"12\" #FFFFFF"))
        #expect(shown.contains("\"19\" #000000"))
        #expect(shown.contains { $0.hasPrefix("\"20\" #3C3C43") })  // the range ends as the 20th starts
        // Both chevrons lead out of the range: grey, not the tint.
        let reach = MonthGrid.reach(of: start, start: start, end: end, calendar: calendar)
        #expect(reach.earlier == false && reach.later == false)
        let open = MonthGrid.reach(of: start, start: nil, end: calendar.date(from: Self.day(2026, 4, 2)), calendar: calendar)
        #expect(open.earlier && open.later)
        func tintUses(_ grid: MonthGrid) throws -> Int {
            try displayListDump(grid, proposal: ProposedViewSize(width: 390, height: nil)).components(separatedBy: "#007AFF").count - 1
        }
        let free = MonthGrid(month: start, calendar: calendar, tint: .blue, isEnabled: true) { _ in .plain }
        let bounded = MonthGrid(month: start, calendar: calendar, tint: .blue, isEnabled: true,
                                canShowEarlier: reach.earlier, canShowLater: reach.later) { _ in .plain }
        // The title's chevron keeps the tint; the two that would leave the range lose it.
        #expect(try tintUses(bounded) > 0)
        #expect(try tintUses(bounded) < tintUses(free))
    }

    @Test func aGraphicalDatePickerGreysTheDaysOutsideItsRange() throws {
        let calendar = EnvironmentValues().formattingCalendar
        let first = calendar.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 12))!
        let last = calendar.date(from: DateComponents(year: 2026, month: 3, day: 20, hour: 8))!
        let view = DatePicker("Day", selection: .constant(first), in: first...last, displayedComponents: .date)
            .datePickerStyle(.graphical)
        let shown = try coloredTexts(view, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(shown.contains { $0.hasPrefix("\"9\" #3C3C43") })
        #expect(shown.contains("\"10\" #007AFF"))     // selected, on the wash
        #expect(shown.contains("\"20\" #000000"))     // the range ends during the 20th
        #expect(shown.contains { $0.hasPrefix("\"21\" #3C3C43") })
        // A range closed at the month's last moment reaches the next month's first one.
        let endOfMarch = calendar.date(from: DateComponents(year: 2026, month: 4, day: 1))!
        #expect(MonthGrid.reach(of: first, start: nil, end: endOfMarch, includingEnd: true, calendar: calendar).later)
        #expect(!MonthGrid.reach(of: first, start: nil, end: endOfMarch, calendar: calendar).later)
    }

    @Test func aMultiDatePickerShowsTheLastMonthOfARangeThatHasEnded() {
        let calendar = EnvironmentValues().formattingCalendar
        let end = calendar.date(from: Self.day(2025, 11, 1))!
        let picker = MultiDatePicker("Past", selection: .constant([]), in: ..<end)
        let shown = picker.shownMonth(now: RenderDefaults.now, calendar: calendar)
        #expect(calendar.component(.month, from: shown) == 10)
        #expect(picker.isAvailable(calendar.date(from: Self.day(2025, 10, 31))!, calendar: calendar))
        #expect(!picker.isAvailable(end, calendar: calendar))
    }
}
