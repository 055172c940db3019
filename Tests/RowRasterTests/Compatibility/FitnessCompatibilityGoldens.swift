import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Fitness rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct FitnessCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func runHistoryRow() {
        assertGolden(of: RunHistoryRow(run: RunHistoryRow.sample), proposal: Self.row)
    }

    /// Three capacity rings, one of them past its goal.
    @Test func activitySummaryGaugesRow() {
        assertGolden(of: ActivitySummaryGaugesRow(rings: ActivitySummaryGaugesRow.sample), proposal: Self.row)
    }
}
