import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `Button(_:systemImage:action:)` and its `role:` forms lay out and draw exactly as a button
/// whose closure builds the same `Label`.
@MainActor
@Suite struct ButtonWithLabelTests {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func titleKeyAndSymbolDrawAsALabelInAButton() throws {
        let made = Button("Share", systemImage: "square.and.arrow.up") {}
        let written = Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
        #expect(try layoutDump(made, proposal: Self.row) == layoutDump(written, proposal: Self.row))
        #expect(try displayListDump(made, proposal: Self.row) == displayListDump(written, proposal: Self.row))
        #expect(try displayListDump(made, proposal: Self.row).contains("Share"))
    }

    @Test func stringTitleAndSymbolDrawAsALabelInAButton() throws {
        let title: Substring = "Archive"
        let made = Button(title, systemImage: "archivebox") {}.buttonStyle(.bordered)
        let written = Button {} label: { Label("Archive", systemImage: "archivebox") }.buttonStyle(.bordered)
        #expect(try displayListDump(made, proposal: Self.row) == displayListDump(written, proposal: Self.row))
    }

    @Test func roleFormsTakeTheRole() throws {
        let keyed = Button("Delete", systemImage: "trash", role: .destructive) {}
        let title = "Delete"
        let string = Button(title, systemImage: "trash", role: .destructive) {}
        let written = Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
        let plain = Button {} label: { Label("Delete", systemImage: "trash") }
        #expect(try displayListDump(keyed, proposal: Self.row) == displayListDump(written, proposal: Self.row))
        #expect(try displayListDump(string, proposal: Self.row) == displayListDump(written, proposal: Self.row))
        // The destructive role draws red, so the comparison above can tell roles apart.
        #expect(try displayListDump(keyed, proposal: Self.row) != displayListDump(plain, proposal: Self.row))
    }
}
