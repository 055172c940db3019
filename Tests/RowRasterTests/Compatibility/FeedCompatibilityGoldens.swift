import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Social feed rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct FeedCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func feedPostRow() {
        assertGolden(of: FeedPostRow(post: FeedPostRow.sample), proposal: Self.row)
    }
}
