import CompatibilityRows
import CompatibilityRowsSwift6
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Mail rows from the compatibility suite, compiled in Swift 5 mode (`CompatibilityRows`) and
/// Swift 6 mode (`CompatibilityRowsSwift6`), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct MailCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func inboxMessageRow() {
        assertGolden(of: CompatibilityRows.InboxMessageRow(message: CompatibilityRows.InboxMessageRow.sample),
                     proposal: Self.row)
    }

    @Test func mailboxRowWithQualifiedNames() {
        assertGolden(of: CompatibilityRows.MailboxRow(), proposal: Self.row)
    }

    /// The same source compiled in Swift 6 mode draws the same pixels as in Swift 5 mode.
    @Test func bothLanguageModesDrawTheSameRow() throws {
        func pixels<V: View>(_ view: V) throws -> Bitmap {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            renderer.proposedSize = Self.row
            return try renderer.bitmap()
        }
        let swift5 = try pixels(CompatibilityRows.InboxMessageRow(message: CompatibilityRows.InboxMessageRow.sample))
        let swift6 = try pixels(CompatibilityRowsSwift6.InboxMessageRow(message: CompatibilityRowsSwift6.InboxMessageRow.sample))
        #expect(swift5 == swift6)
        #expect(swift5.width == 780)
    }

    /// The system's search empty state under a scope bar.
    @Test func mailboxSearchEmptyState() {
        assertGolden(of: CompatibilityRows.MailboxSearchEmptyState(query: CompatibilityRows.MailboxSearchEmptyState.sampleQuery),
                     proposal: Self.row)
    }

    @Test func emptyInboxView() { assertGolden(of: CompatibilityRows.EmptyInboxView(), proposal: Self.row) }
}
