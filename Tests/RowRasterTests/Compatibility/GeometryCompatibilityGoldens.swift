import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows that lean on transforms, shapes and styles, from the compatibility suite (Swift 5 mode),
/// at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct GeometryCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func walletCardTiltedIn3D() {
        assertGolden(of: WalletCardRow(card: WalletCardRow.sample), proposal: Self.row)
    }

    @Test func activityRings() {
        assertGolden(of: ActivityRingsRow(day: ActivityRingsRow.sample), proposal: Self.row)
    }

    @Test func supportChatBubbles() {
        assertGolden(of: SupportChatRow(exchange: SupportChatRow.sample), proposal: Self.row)
    }

    @Test func settingsIconRow() {
        assertGolden(of: SettingsIconRow(setting: SettingsIconRow.sample), proposal: Self.row)
    }

    @Test func followSuggestionWithARemoteAvatar() {
        assertGolden(of: FollowSuggestionRow(person: FollowSuggestionRow.sample), proposal: Self.row)
    }

    /// Anchor preferences: the folder strip's underline sits under the selected folder.
    @Test func folderTabStripUnderlinesTheSelectedFolder() {
        assertGolden(of: CompatibilityRows.FolderTabStrip(), proposal: ProposedViewSize(width: 390, height: nil))
    }

    /// `visualEffect` and `containerShape`: tiles with corners concentric with the card's.
    @Test func storageSummaryCardTakesItsContainersShape() {
        assertGolden(of: CompatibilityRows.StorageSummaryCard(), proposal: ProposedViewSize(width: 390, height: nil))
    }
}
