import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `@SceneStorage`: a render is a scene's first launch, so each property shows its default;
/// what the view writes is kept, like `@State`, across renders of its identity.
@MainActor
@Suite struct SceneStorageTests {
    enum Section: String { case drafts, sent }

    final class Handle { var binding: Binding<String>? }

    struct Composer: View {
        let handle: Handle
        @SceneStorage("draft") private var draft = ""
        @SceneStorage("section") private var section = Section.sent
        @SceneStorage("scroll") private var scrollAnchor: Int?

        var body: some View {
            let _ = handle.binding = $draft
            VStack {
                Text(draft.isEmpty ? "No draft" : draft)
                Text(section.rawValue)
                Text(scrollAnchor.map { "Row \($0)" } ?? "Top")
            }
        }
    }

    @Test func aFirstLaunchShowsTheDefaultsAndKeepsWhatTheViewWrites() throws {
        let handle = Handle()
        let graph = try RenderPipeline.makeGraph(scale: 1)
        let first = try RenderPipeline.layOut(Composer(handle: handle), proposal: .unspecified, scale: 1, graph: graph).displayList.dump()
        #expect(first.contains("\"No draft\"") && first.contains("\"sent\"") && first.contains("\"Top\""))
        handle.binding?.wrappedValue = "Dear Ada,"
        let second = try RenderPipeline.layOut(Composer(handle: handle), proposal: .unspecified, scale: 1, graph: graph)
        #expect(second.evaluations.map(\.description) == ["Composer /: @draft"])
        #expect(second.displayList.dump().contains("\"Dear Ada,\""))
    }
}
