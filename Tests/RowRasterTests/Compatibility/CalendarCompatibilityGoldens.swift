import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Calendar and reminder rows from the compatibility suite (Swift 5 mode): date pickers in a
/// form and on a month's calendar, at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct CalendarCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func newEventForm() { assertGolden(of: NewEventForm(), proposal: Self.row) }
    @Test func reminderDueDateSection() { assertGolden(of: ReminderDueDateSection(), proposal: Self.row) }
}
