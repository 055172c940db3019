import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Tab views as iOS 17 draws them at rest on an iPhone screen (no safe areas), at scale 3.
@MainActor
@Suite struct TabGoldens {
    private static let screen = ProposedViewSize(width: 390, height: 520)

    @Test func tabBarUnderAListWithTheSecondTabSelected() {
        assertGolden(of: ThreeTabApp(), proposal: Self.screen)
    }

    @Test func pagedTabViewWithItsDotsAndBacking() {
        assertGolden(of: ColouredPages(background: .always), proposal: Self.screen)
    }
}
