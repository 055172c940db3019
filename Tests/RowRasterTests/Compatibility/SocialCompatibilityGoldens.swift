import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Social-app rows from the compatibility suite (Swift 5 mode): concatenated text, Markdown
/// from a key, list formatting, a snapping story strip, at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct SocialCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func socialPostRow() {
        assertGolden(of: SocialPostRow(post: SocialPostRow.sample), proposal: Self.row)
    }

    @Test func storiesStrip() {
        assertGolden(of: StoriesStrip(), proposal: Self.row)
    }
}
