import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// To-do rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct TodoCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func todayTasksInAPlainList() {
        assertGolden(of: TodayTasksList(), proposal: ProposedViewSize(width: 390, height: 150))
    }
}
