import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Messenger rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct ChatCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func unreadConversationRow() {
        assertGolden(of: ConversationRow(conversation: ConversationRow.sample), proposal: Self.row)
    }

    @Test func mutedReadConversationRow() {
        assertGolden(of: ConversationRow(conversation: ConversationRow.read), proposal: Self.row)
    }

    @Test func japaneseConversationWithEmoji() {
        assertGolden(of: ConversationRow(conversation: ConversationRow.japanese), proposal: Self.row)
    }

    @Test func arabicPreviewInALeftToRightRow() {
        assertGolden(of: ConversationRow(conversation: ConversationRow.arabic), proposal: Self.row)
    }

    @Test func messageBubblesBothWays() {
        let thread = VStack(spacing: 0) {
            MessageBubble(text: "Are we still on for Thursday?", isFromMe: false, time: "9:38")
            MessageBubble(text: "Yes! Booked a table for four at 7.", isFromMe: true, time: "9:41")
        }
        assertGolden(of: thread, proposal: Self.row)
    }
}
