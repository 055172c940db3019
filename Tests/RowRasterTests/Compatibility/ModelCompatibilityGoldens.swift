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

    /// `DispatchQueue.main` as a Combine scheduler: three quick keystrokes make one debounced
    /// search, delivered on the main queue.
    @Test(arguments: [false, true])
    func debouncedSearchOnTheMainQueue(swift6: Bool) async throws {
        typealias Model5 = CompatibilityRows.BookSearchModel
        typealias Model6 = CompatibilityRowsSwift6.BookSearchModel
        let model5 = swift6 ? nil : Model5(catalogue: Model5.sampleCatalogue, debounce: .milliseconds(50))
        let model6 = swift6 ? Model6(catalogue: Model6.sampleCatalogue, debounce: .milliseconds(50)) : nil
        func type(_ query: String) { model5?.query = query; model6?.query = query }
        var searches: Int { model5?.searches ?? model6?.searches ?? 0 }
        var results: [String] { model5?.results ?? model6?.results ?? [] }
        for query in ["s", "sa", "salt"] { type(query) }
        for _ in 0..<100 where searches < 1 { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        // The keystrokes came before the first debounce ran out: one search, for "salt".
        #expect(searches == 1)
        #expect(results == ["The Salt Road", "Salt and Stone"])
    }

    /// `UIScreen` with `import SwiftUI` alone: the row is no wider than the rendering device.
    @Test func aRowReadsTheScreenThroughSwiftUI() throws {
        let model = CompatibilityRows.BookSearchModel(catalogue: ["Night Trains"])
        let size = try RenderPipeline.layOut(CompatibilityRows.BookSearchRow(model: model),
                                             proposal: ProposedViewSize(width: 2000, height: nil), scale: 1).size
        #expect(size.width == DeviceScreen.current.size.width)
    }
}
