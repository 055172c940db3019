import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows with formatted text from the compatibility suite (Swift 5 mode): dates relative to the
/// renderer's fixed now, prices in de_DE, Markdown, attributed strings and inline symbols, at
/// scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct TextCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func upcomingEventRow() {
        assertGolden(of: UpcomingEventRow(event: UpcomingEventRow.sample), proposal: Self.row)
    }

    @Test func transactionRows() {
        let rows = VStack(spacing: 0) {
            TransactionRow(transaction: TransactionRow.sample)
            TransactionRow(transaction: TransactionRow.refund)
        }
        assertGolden(of: rows, proposal: Self.row)
    }

    @Test func reviewRow() {
        assertGolden(of: ReviewRow(review: ReviewRow.sample), proposal: Self.row)
    }

    @Test func workoutRow() {
        assertGolden(of: WorkoutRow(workout: WorkoutRow.sample), proposal: Self.row)
    }

    @Test func releaseNoteRow() {
        assertGolden(of: ReleaseNoteRow(note: ReleaseNoteRow.sample), proposal: Self.row)
    }
}
