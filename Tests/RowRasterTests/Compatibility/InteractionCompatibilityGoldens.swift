import CompatibilityRows
import CompatibilityRowsSwift6
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Interaction, presentation, animation, accessibility and navigation rows from the
/// compatibility suite, at scale 3: each draws its first frame, before any touch.
@MainActor
@Suite struct InteractionCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)
    private static let screen = ProposedViewSize(width: 390, height: 460)

    @Test func mailboxScreen() {
        assertGolden(of: CompatibilityRows.MailboxScreen(threads: CompatibilityRows.MailboxScreen.sample), proposal: Self.screen)
    }

    @Test func notificationSettingsScreen() {
        assertGolden(of: CompatibilityRows.NotificationSettingsScreen(), proposal: Self.screen)
    }

    @Test func draggablePhotoCard() {
        assertGolden(of: CompatibilityRows.DraggablePhotoCard(title: CompatibilityRows.DraggablePhotoCard.sample), proposal: Self.row)
    }

    @Test func chatComposerRow() {
        assertGolden(of: CompatibilityRows.ChatComposerRow(), proposal: Self.row)
    }

    @Test func animatedTaskRow() {
        assertGolden(of: CompatibilityRows.AnimatedTaskRow(title: "Water the tomatoes", isDone: true), proposal: Self.row)
    }

    @Test func accessibleEpisodeRow() {
        assertGolden(of: CompatibilityRows.AccessibleEpisodeRow(episode: CompatibilityRows.AccessibleEpisodeRow.sample),
                     proposal: Self.row)
    }

    /// The same screen compiled in Swift 6 mode draws the same display list as in Swift 5 mode.
    @Test func bothLanguageModesDrawTheSameScreen() throws {
        let swift5 = try displayListDump(CompatibilityRows.MailboxScreen(threads: CompatibilityRows.MailboxScreen.sample),
                                         proposal: Self.screen)
        #expect(swift5.contains("Inbox"))
        #expect(try displayListDump(CompatibilityRowsSwift6.MailboxScreen(threads: CompatibilityRowsSwift6.MailboxScreen.sample),
                                    proposal: Self.screen) == swift5)
    }
}
