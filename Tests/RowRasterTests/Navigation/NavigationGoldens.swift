import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Navigation stacks as iOS 17 draws them at rest on an iPhone screen (no status bar), at scale 3.
@MainActor
@Suite struct NavigationGoldens {
    private static let screen = ProposedViewSize(width: 390, height: 520)

    @Test func inboxWithLargeTitleAndToolbarButtons() {
        assertGolden(of: InboxScreen(), proposal: Self.screen)
    }

    @Test func inlineTitleWithCancelAndDone() {
        assertGolden(of: EditProfileScreen(), proposal: Self.screen)
    }

    @Test func searchableListUnderALargeTitle() {
        assertGolden(of: SearchableContactsScreen(), proposal: Self.screen)
    }
}
