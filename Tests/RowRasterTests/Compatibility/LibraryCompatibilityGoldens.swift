import CompatibilityRows
import Foundation
@testable import RowRaster
import RowRasterTesting
import Testing

/// Document-library screens from the compatibility suite (Swift 5 mode): drag and drop and a
/// file importer at rest, a note edited through `@Bindable`, and a carousel whose last card is
/// cut by the edge and drawn part of the way through its scroll transition.
@MainActor
@Suite struct LibraryCompatibilityGoldens {
    @Test func documentInboxScreen() {
        assertGolden(of: DocumentInboxScreen(), proposal: ProposedViewSize(width: 390, height: 420))
    }

    @Test func noteEditorCard() {
        assertGolden(of: NoteEditorCard(), proposal: ProposedViewSize(width: 390, height: nil))
    }

    @Test func recentDocumentsCarousel() {
        assertGolden(of: RecentDocumentsCarousel(), proposal: ProposedViewSize(width: 390, height: 120))
    }
}
