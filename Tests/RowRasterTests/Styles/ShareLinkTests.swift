import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `ShareLink` before a tap: its label as a button, by default "Share" with the share symbol;
/// items and previews are kept for the sheet, which never opens in a render.
@MainActor
@Suite struct ShareLinkTests {
    private let row = ProposedViewSize(width: 300, height: nil)
    private let url = URL(string: "https://example.com/recipes/42")!

    @Test func theDefaultLabelIsShareWithTheShareSymbol() throws {
        let link = ShareLink(item: url)
        #expect(try coloredTexts(link) == ["\"Share\" #007AFF"])
        #expect(try frames(of: "Symbol", in: link, proposal: row).count == 1)
        // The same as the button an app would write by hand.
        let button = Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
        #expect(try layoutDump(link, proposal: row) == layoutDump(button, proposal: row))
    }

    @Test func titlesCustomLabelsAndPreviewsKeepTheButtonLook() throws {
        #expect(try coloredTexts(ShareLink("Send recipe", item: url)) == ["\"Send recipe\" #007AFF"])
        let title = "Send list"
        #expect(try coloredTexts(ShareLink(title, items: ["Milk", "Eggs"])) == ["\"Send list\" #007AFF"])
        let custom = ShareLink(item: "Pancakes", subject: Text("Breakfast"), message: Text("Try these")) {
            Image(systemName: "paperplane")
        }
        #expect(try frames(of: "Symbol", in: custom, proposal: row).count == 1)
        #expect(try frames(of: "Text", in: custom, proposal: row).isEmpty)
        let previewed = ShareLink(item: url, preview: SharePreview("Pancakes", image: Image(systemName: "photo")))
        #expect(try coloredTexts(previewed) == ["\"Share\" #007AFF"])
        #expect(try coloredTexts(ShareLink(item: url).buttonStyle(.borderedProminent)) == ["\"Share\" #FFFFFF"])
    }
}
