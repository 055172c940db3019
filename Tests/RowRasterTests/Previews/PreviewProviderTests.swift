import Foundation
import Testing
@testable import CompatibilityRows
@testable import RowRaster
@testable import RowRasterCore

/// A row file's `PreviewProvider` compiles as written for Xcode (in Swift 5 and 6 modes: the
/// compatibility rows are built in both), and its preview modifiers describe the canvas without
/// changing what the view draws.
@MainActor
@Suite struct PreviewProviderTests {
    @Test func previewModifiersDrawTheViewUnchanged() throws {
        let proposal = ProposedViewSize(width: 390, height: nil)
        let row = PodcastEpisodeRow(episode: PodcastEpisodeRow.sample)
        let plain = try RenderPipeline.layOut(row, proposal: proposal, scale: 1).displayList.dump()
        let previewed = try RenderPipeline.layOut(row.previewLayout(.sizeThatFits).previewDisplayName("Episode")
            .previewDevice("iPhone 15 Pro").previewInterfaceOrientation(.portrait), proposal: proposal, scale: 1).displayList.dump()
        #expect(previewed == plain)
    }

    /// A context whose key reads back what it was given, so the test also checks the protocols'
    /// shapes the way a widget preview uses them.
    private struct FamilyKey: PreviewContextKey { static let defaultValue = "systemSmall" }
    private struct WidgetContext: PreviewContext {
        subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
            key == FamilyKey.self ? ("systemLarge" as! Key.Value) : key.defaultValue
        }
    }

    @Test func aPreviewContextDrawsTheViewUnchanged() throws {
        let proposal = ProposedViewSize(width: 390, height: nil)
        let row = PodcastEpisodeRow(episode: PodcastEpisodeRow.sample)
        let plain = try RenderPipeline.layOut(row, proposal: proposal, scale: 1).displayList.dump()
        let inContext = try RenderPipeline.layOut(row.previewContext(WidgetContext()), proposal: proposal, scale: 1)
            .displayList.dump()
        #expect(inContext == plain)
        #expect(WidgetContext()[FamilyKey.self] == "systemLarge")
    }

    @Test func aProvidersPreviewsRender() throws {
        let renderer = ImageRenderer(content: PodcastEpisodeRow_Previews.previews)
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let bitmap = try renderer.bitmap()
        #expect(bitmap.width == 390, "ImageRenderer draws at scale 1 unless told, as in SwiftUI")
        #expect(PodcastEpisodeRow_Previews.platform == nil)
        #expect(InterfaceOrientation.allCases.count == 4)
        #expect(PreviewLayout.fixed(width: 390, height: 120) != .sizeThatFits)
    }
}
