import Foundation
@testable import RowRaster
import Testing

/// iOS 17's `documentConfiguration`: nil outside a `DocumentGroup`, and a render is in none.
@MainActor
@Suite struct DocumentConfigurationTests {
    @Test func aRenderIsInNoDocument() throws {
        struct Readout: View {
            @Environment(\.documentConfiguration) private var document
            var body: some View { Text(document.map { "editable:\($0.isEditable) \(String(describing: $0.fileURL))" } ?? "no document") }
        }
        #expect(try displayListDump(Readout()).contains("\"no document\""))
        let saved = DocumentConfiguration(isEditable: false, fileURL: URL(fileURLWithPath: "/tmp/Sketch.drawing"))
        #expect(!saved.isEditable)
        #expect(saved.fileURL?.lastPathComponent == "Sketch.drawing")
    }
}
