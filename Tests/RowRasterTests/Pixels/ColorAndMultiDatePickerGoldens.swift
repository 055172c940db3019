import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Colour pickers in a list and multiple-date calendars, at rest, at scale 3.
@MainActor
@Suite struct ColorAndMultiDatePickerGoldens {
    private static let lightAndDark: [RenderAppearance] = [.standard, .dark]
    private static let width = ProposedViewSize(width: 390, height: nil)

    @Test func colorPickersInAList() {
        let view = List {
            Section("Theme") {
                ColorPicker("Accent", selection: .constant(.orange))
                ColorPicker("Background", selection: .constant(Color(red: 0.2, green: 0.4, blue: 0.9)), supportsOpacity: false)
                ColorPicker(selection: .constant(.green)) {
                    Label("Highlights", systemImage: "paintbrush")
                }
                ColorPicker("Locked", selection: .constant(.purple)).disabled(true)
            }
        }
        .listStyle(.insetGrouped)
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 300), appearances: Self.lightAndDark)
    }

    @Test func multiDatePickers() {
        let calendar = EnvironmentValues().formattingCalendar
        let start = calendar.date(from: DateComponents(year: 2026, month: 3, day: 10))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 3, day: 20))!
        let view = VStack(spacing: 24) {
            MultiDatePicker("Days", selection: .constant([DateComponents(year: 2026, month: 1, day: 3),
                                                          DateComponents(year: 2026, month: 1, day: 20),
                                                          DateComponents(year: 2026, month: 1, day: 21)]))
            MultiDatePicker("Trip", selection: .constant([DateComponents(year: 2026, month: 3, day: 12)]), in: start..<end)
                .tint(.pink)
        }
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }
}
