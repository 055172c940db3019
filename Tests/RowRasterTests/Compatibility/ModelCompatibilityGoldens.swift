import CompatibilityRows
import CompatibilityRowsSwift6
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows whose models are `ObservableObject`s, from the compatibility suite: one written with
/// `import Combine` beside `import SwiftUI`, one with `import SwiftUI` alone. Both folders'
/// copies compile (Swift 5 and Swift 6 modes); the goldens are of the Swift 5 build.
@MainActor
@Suite struct ModelCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    /// Progress sent through a `PassthroughSubject` and a status from `Just` are drawn.
    @Test func downloadQueueRow() {
        assertGolden(of: CompatibilityRows.DownloadQueueRow(queue: CompatibilityRows.DownloadQueue.sample()), proposal: Self.row)
    }

    @Test func readingListScreen() {
        assertGolden(of: CompatibilityRows.ReadingListScreen(), proposal: Self.row)
    }

    /// The same sources compiled in Swift 6 mode draw the same pixels as in Swift 5 mode.
    @Test func bothLanguageModesDrawTheSameRows() throws {
        func pixels<V: View>(_ view: V) throws -> Bitmap {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            renderer.proposedSize = Self.row
            return try renderer.bitmap()
        }
        #expect(try pixels(CompatibilityRows.DownloadQueueRow(queue: CompatibilityRows.DownloadQueue.sample()))
                == pixels(CompatibilityRowsSwift6.DownloadQueueRow(queue: CompatibilityRowsSwift6.DownloadQueue.sample())))
        #expect(try pixels(CompatibilityRows.ReadingListScreen()) == pixels(CompatibilityRowsSwift6.ReadingListScreen()))
    }
}
