import CompatibilityRows
import CompatibilityRowsSwift6
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// A notes and drawing app's rows from the compatibility suite (iOS 17.5–18): Apple Pencil's
/// double tap and squeeze at rest, a custom ink style as a `Color`, a split view of notebooks.
@MainActor
@Suite struct DrawingCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)
    private static let screen = ProposedViewSize(width: 390, height: 460)

    /// In light and dark mode: the ink style gives each scheme its own colour.
    @Test func sketchRow() {
        assertGolden(of: CompatibilityRows.SketchRow(sketch: CompatibilityRows.SketchRow.sample), proposal: Self.row,
                     appearances: [.standard, .dark])
    }

    @Test func notebooksSplitScreen() {
        assertGolden(of: CompatibilityRows.NotebooksSplitScreen(notebooks: CompatibilityRows.NotebooksSplitScreen.sample),
                     proposal: Self.screen)
    }

    @Test func swift6RowsDrawTheSame() throws {
        #expect(try displayListDump(CompatibilityRows.SketchRow(sketch: CompatibilityRows.SketchRow.sample), proposal: Self.row)
                == displayListDump(CompatibilityRowsSwift6.SketchRow(sketch: CompatibilityRowsSwift6.SketchRow.sample), proposal: Self.row))
        #expect(try displayListDump(CompatibilityRows.NotebooksSplitScreen(notebooks: CompatibilityRows.NotebooksSplitScreen.sample),
                                    proposal: Self.screen)
                == displayListDump(CompatibilityRowsSwift6.NotebooksSplitScreen(notebooks: CompatibilityRowsSwift6.NotebooksSplitScreen.sample),
                                   proposal: Self.screen))
    }
}
