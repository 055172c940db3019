import Foundation
import Testing
@testable import CompatibilityRows
@testable import RowRaster
@testable import RowRasterCore
@testable import RowRasterPreviewRunner

// What `#Preview("Discovery fixture", traits: .sizeThatFitsLayout, .landscapeLeft) { … }` expands
// to (the macro's own expansion is exercised by the example package's walkthrough test).
@MainActor
struct DiscoveryFixturePreviewRegistry: PreviewRegistry {
    static let fileID = "RowRasterTests/PreviewDiscoveryTests.swift"
    static let line = 9
    static let column = 1
    static func makePreview() throws -> Preview {
        Preview("Discovery fixture", traits: .sizeThatFitsLayout, .landscapeLeft) {
            Text("Found at run time")
        }
    }
}

@MainActor
struct UnnamedFixturePreviewRegistry: PreviewRegistry {
    static let fileID = "RowRasterTests/PreviewDiscoveryTests.swift"
    static let line = 30
    static let column = 1
    static func makePreview() throws -> Preview { Preview { Text("No name") } }
}

/// A library's sample shelf, made once (asynchronously, as loading sample data is) and shared
/// by every preview that uses the modifier.
struct SampleShelf: PreviewModifier {
    @MainActor static var contextsMade = 0

    static func makeSharedContext() async throws -> [String] {
        await Task.yield()
        contextsMade += 1
        return ["Dune", "Emma"]
    }

    func body(content: Content, context: [String]) -> some View {
        VStack {
            content
            Text("\(context.count) books on the shelf")
        }
    }
}

/// A modifier whose sample data fails to load: the previews using it fail with its error.
struct MissingSampleData: PreviewModifier {
    struct NotFound: Error {}
    static func makeSharedContext() async throws -> Int { throw NotFound() }
    func body(content: Content, context: Int) -> some View { content }
}

/// A modifier without a context, as most are: it styles the preview.
struct ShelfTint: PreviewModifier {
    func body(content: Content, context: Void) -> some View { content.foregroundStyle(.brown) }
}

@MainActor
struct ModifiedFixturePreviewRegistry: PreviewRegistry {
    static let fileID = "RowRasterTests/PreviewDiscoveryTests.swift"
    static let line = 60
    static let column = 1
    static func makePreview() throws -> Preview {
        Preview("Shelf", traits: .modifier(SampleShelf()), .modifier(ShelfTint())) { Text("Reading now") }
    }
}

@MainActor
struct SecondModifiedFixturePreviewRegistry: PreviewRegistry {
    static let fileID = "RowRasterTests/PreviewDiscoveryTests.swift"
    static let line = 70
    static let column = 1
    static func makePreview() throws -> Preview {
        Preview("Shelf again", traits: .sizeThatFitsLayout, .modifier(SampleShelf())) { Text("Finished") }
    }
}

@MainActor
struct FailingModifiedFixturePreviewRegistry: PreviewRegistry {
    static let fileID = "RowRasterTests/PreviewDiscoveryTests.swift"
    static let line = 80
    static let column = 1
    static func makePreview() throws -> Preview {
        Preview("No sample data", traits: .modifier(MissingSampleData())) { Text("Never drawn") }
    }
}

struct DiscoveryFixture_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("First").previewDisplayName("Inner wins nothing")
            ForEach(["Second", "Third"], id: \.self) { word in
                Text(word)
            }
        }
        .previewDisplayName("Group name")
        .previewLayout(.fixed(width: 200, height: 80))
        .preferredColorScheme(.dark)
    }
}

/// Previews are found at run time from the Swift runtime's conformance records, with no list kept
/// by hand: `#Preview`'s registry types and `PreviewProvider`s, each member of a group one preview.
@MainActor
@Suite struct PreviewDiscoveryTests {
    let entries = PreviewDiscovery.discover()

    func entries(in module: String) -> [PreviewEntry] { entries.filter { $0.module == module } }

    @Test func findsTheMacrosRegistryTypesWithTheirSourceAndTraits() throws {
        let found = try #require(entries.first { $0.name == "Discovery fixture" })
        #expect(found.module == "RowRasterTests")
        #expect(found.source == .macro(fileID: "RowRasterTests/PreviewDiscoveryTests.swift", line: 9, column: 1))
        #expect(found.source.description == "RowRasterTests/PreviewDiscoveryTests.swift:9")
        #expect(found.layout == .sizeThatFits)
        #expect(found.orientation == .landscapeLeft)
        // An unnamed #Preview is named after its file, as Xcode lists it.
        #expect(entries.contains { $0.name == "PreviewDiscoveryTests" && $0.source.description.hasSuffix(":30") })
    }

    /// iOS 18's `.modifier(_:)` trait: the preview's view inside the modifier's body, with a
    /// context its type makes once for every preview that uses it.
    /// (The runner draws outside any task and makes a context when a preview first needs it; a
    /// test runs in a task, so it makes them first.)
    @Test func previewModifiersWrapTheViewWithOneSharedContext() async throws {
        let shelf = try #require(entries.first { $0.name == "Shelf" })
        let again = try #require(entries.first { $0.name == "Shelf again" })
        #expect(again.layout == .sizeThatFits)
        let failing = try #require(entries.first { $0.name == "No sample data" })
        #expect(throws: PreviewModifierContexts.Failure.self) { try failing.makeView() }
        await PreviewModifierContexts.prepare(entries.flatMap(\.modifiers))
        let first = try RenderPipeline.layOut(AnyView(try shelf.makeView()), proposal: .unspecified, scale: 1).displayList.dump()
        let second = try RenderPipeline.layOut(AnyView(try again.makeView()), proposal: .unspecified, scale: 1).displayList.dump()
        #expect(first.contains("\"Reading now\"") && first.contains("\"2 books on the shelf\""))
        #expect(second.contains("\"Finished\"") && second.contains("\"2 books on the shelf\""))
        #expect(SampleShelf.contextsMade == 1)
        // The tint, the second modifier, wraps the shelf: both texts take it.
        let plain = try RenderPipeline.layOut(VStack { Text("Reading now"); Text("2 books on the shelf") }.foregroundStyle(.brown),
                                              proposal: .unspecified, scale: 1).displayList.dump()
        #expect(first == plain)

        #expect(throws: MissingSampleData.NotFound.self) { try failing.makeView() }
    }

    @Test func splitsAProvidersGroupAndForEachIntoPreviewsWithTheGroupsTraits() throws {
        let parts = entries.filter { if case .provider(let type, _) = $0.source { type.hasSuffix(".DiscoveryFixture_Previews") } else { false } }
        // Three members; the group's name is written outside the first member's own, and the
        // outermost trait-writing modifier wins, so all three are "Group name", made unique.
        #expect(parts.map(\.name) == ["Group name", "Group name 2", "Group name 3"])
        #expect(parts.allSatisfy { $0.layout == .fixed(width: 200, height: 80) })
        #expect(parts.map(\.source.description) == ["RowRasterTests.DiscoveryFixture_Previews",
                                                    "RowRasterTests.DiscoveryFixture_Previews #2",
                                                    "RowRasterTests.DiscoveryFixture_Previews #3"])
        // The group's other modifier applies to each member.
        let third = try RenderPipeline.layOut(AnyView(try parts[2].makeView()), proposal: .unspecified, scale: 1)
        #expect(third.displayList.dump().contains("Third"))
    }

    @Test func findsProvidersInEveryModuleWithTheirMembersTraits() throws {
        for module in ["CompatibilityRows", "CompatibilityRowsSwift6"] {
            let podcast = entries(in: module).filter {
                if case .provider(let type, _) = $0.source { type == "\(module).PodcastEpisodeRow_Previews" } else { false }
            }
            #expect(podcast.map(\.name) == ["Episode", "PodcastEpisodeRow"])
            #expect(podcast.first?.layout == .sizeThatFits)
            #expect(podcast.last?.layout == .fixed(width: 390, height: 120))
            #expect(podcast.last?.deviceName == "iPhone 15 Pro")
            #expect(podcast.last?.orientation == .landscapeLeft)
        }
    }

    @Test func theOrderIsFixedAndNamesAreUniqueFileNames() {
        let again = PreviewDiscovery.discover()
        #expect(again.map(\.qualifiedName) == entries.map(\.qualifiedName))
        #expect(Set(entries.map { $0.qualifiedName.lowercased() }).count == entries.count)
        #expect(PreviewNaming.fileSafe("a/b\\c") == "a-b-c")
        #expect(PreviewNaming.fileSafe("../../etc") == "-..-etc")
        #expect(PreviewNaming.fileSafe("   ") == "Preview")
        #expect(PreviewNaming.providerBaseName("Module.Outer.Row_Previews") == "Outer.Row")
    }

    @Test func shardsTogetherTakeEachPositionOnce() throws {
        let shards = try (1...3).map { try #require(PreviewShard(argument: "\($0)/3")) }
        let positions = Array(0..<20)
        let taken = shards.flatMap { shard in positions.filter { shard.contains($0) } }
        #expect(taken.sorted() == positions)
        #expect(PreviewShard(argument: "0/3") == nil)
        #expect(PreviewShard(argument: "4/3") == nil)
        #expect(PreviewShard(argument: "1/0") == nil)
        #expect(PreviewShard(argument: "x") == nil)
    }

    @Test func aDevicePreviewFillsTheScreenAndASizeThatFitsOneTakesItsWidth() throws {
        var entry = try #require(entries.first { $0.name == "Discovery fixture" })
        entry.layout = .device
        entry.orientation = .portrait
        let device = PreviewCanvas(entry, content: Text("x"), defaultDevice: .standard, scale: nil)
        #expect(device.proposal == ProposedViewSize(width: 390, height: 844))
        #expect(device.scale == 3)
        let laidOut = try RenderPipeline.layOut(device.view(), proposal: device.proposal, scale: 3)
        #expect(laidOut.size == CGSize(width: 390, height: 844))
        entry.layout = .sizeThatFits
        entry.deviceName = "iPhone SE (3rd generation)"
        let fits = PreviewCanvas(entry, content: Text("x"), defaultDevice: .standard, scale: nil)
        #expect(fits.proposal == ProposedViewSize(width: 375, height: nil))
        #expect(fits.scale == 2)
        entry.orientation = .landscapeLeft
        #expect(PreviewCanvas(entry, content: Text("x"), defaultDevice: .standard, scale: nil).proposal.width == 667)
    }

    /// The canvas's appearance: the system background of its colour scheme, and the view (not
    /// the screen around it) in its layout direction.
    @Test func aPreviewInAnAppearanceIsOnThatAppearancesBackgroundAndDirection() throws {
        var entry = try #require(entries.first { $0.name == "Discovery fixture" })
        entry.layout = .fixed(width: 200, height: 100)
        let canvas = PreviewCanvas(entry, content: Text("Hi").frame(maxWidth: .infinity, alignment: .leading),
                                   defaultDevice: .standard, scale: 1)
        #expect(try displayListDump(canvas.view(in: .dark), proposal: canvas.proposal).contains("#000000"))
        #expect(try displayListDump(canvas.view(), proposal: canvas.proposal).contains("#FFFFFF"))
        func textFrame(_ view: AnyView) throws -> CGRect? {
            var found: CGRect?
            try RenderPipeline.layOut(view, proposal: canvas.proposal, scale: 1).root.visitLaidOutTree { node, _ in
                if node.name == "Text" { found = node.frame }
            }
            return found
        }
        let leftToRight = try #require(try textFrame(canvas.view()))
        let rightToLeft = try #require(try textFrame(canvas.view(in: .rightToLeft)))
        #expect(leftToRight.minX == 0)
        #expect(rightToLeft.maxX == 200)
    }

    /// The device's insets are its safe area: a colour stays inside it, one that ignores it
    /// fills the screen under the status bar and home indicator.
    @Test func aDevicePreviewsInsetsAreItsSafeArea() throws {
        var entry = try #require(entries.first { $0.name == "Discovery fixture" })
        entry.layout = .device
        entry.orientation = .portrait
        func colorFrame(_ content: some View) throws -> CGRect? {
            let canvas = PreviewCanvas(entry, content: content, defaultDevice: .standard, scale: 1)
            var found: CGRect?
            try RenderPipeline.layOut(canvas.view(), proposal: canvas.proposal, scale: 1).root.visitLaidOutTree { node, _ in
                if node.name == "Color" { found = node.frame }
            }
            return found
        }
        #expect(try colorFrame(Color.red) == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(try colorFrame(Color.red.ignoresSafeArea()) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}

@Suite struct PreviewsProgressTests {
    @Test func theProgressBarFillsInProportion() {
        #expect(PreviewsCoordinator.bar(0, of: 20) == "[░░░░░░░░░░░░░░░░░░░░] 0/20 previews")
        #expect(PreviewsCoordinator.bar(8, of: 20) == "[████████░░░░░░░░░░░░] 8/20 previews")
        #expect(PreviewsCoordinator.bar(3, of: 3) == "[████████████████████] 3/3 previews")
    }
}
