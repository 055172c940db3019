import CompatibilityRows
import CompatibilityRowsSwift6
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows whose text a `TextRenderer` draws, from the compatibility suite, at scale 3 and an
/// iPhone's 390 pt width; the goldens are of the Swift 5 build.
@MainActor
@Suite struct TextEffectCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    private func pixels<V: View>(_ view: V) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        renderer.proposedSize = Self.row
        return try renderer.bitmap()
    }

    /// The matched words, marked with a custom attribute, sit on rounded highlights.
    @Test func noteSearchResultRow() {
        assertGolden(of: CompatibilityRows.NoteSearchResultRow(), proposal: Self.row)
    }

    /// Typed in glyph by glyph, and drawn once typed: the headline reads as plain text would.
    @Test func typedHeadlineCard() throws {
        assertGolden(of: CompatibilityRows.TypedHeadlineCard(), proposal: Self.row)
        let plain = Text("Your week, planned in one place.").font(.title2.weight(.bold))
        #expect(try pixels(plain.textRenderer(CompatibilityRows.TypewriterRenderer(elapsedTime: 10))) == pixels(plain))
        // Half way through, only the first glyphs are drawn.
        #expect(try pixels(plain.textRenderer(CompatibilityRows.TypewriterRenderer(elapsedTime: 0.4))) != pixels(plain))
    }

    /// The same sources compiled in Swift 6 mode draw the same pixels as in Swift 5 mode.
    @Test func bothLanguageModesDrawTheSameRows() throws {
        #expect(try pixels(CompatibilityRows.NoteSearchResultRow()) == pixels(CompatibilityRowsSwift6.NoteSearchResultRow()))
        #expect(try pixels(CompatibilityRows.TypedHeadlineCard()) == pixels(CompatibilityRowsSwift6.TypedHeadlineCard()))
    }
}
