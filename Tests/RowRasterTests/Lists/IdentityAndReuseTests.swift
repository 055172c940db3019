import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The view graph kept by an `ImageRenderer` between renders: unchanged rows are not
/// evaluated again, new identities are, and row state follows its identity.
@MainActor
@Suite struct IdentityAndReuseTests {
    struct Rows: View {
        var labels: [String]
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(labels.indices, id: \.self) { EquatableNumberRow(number: $0, label: labels[$0]) }
                }
            }
        }
    }

    private func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 300)
        return renderer
    }

    @Test func oneChangedEquatableRowIsTheOnlyRowEvaluatedAgain() throws {
        let labels = (0..<1_000).map { "row \($0)" }
        let renderer = renderer(Rows(labels: labels))
        _ = try renderer.bitmap()
        #expect(evaluations(of: EquatableNumberRow.self, in: renderer.lastEvaluations) == 14)

        var changed = labels
        changed[3] = "changed"
        renderer.content = Rows(labels: changed)
        _ = try renderer.bitmap()
        let rows = renderer.lastEvaluations.filter { $0.viewType == "EquatableNumberRow" }
        #expect(rows.map(\.description) == ["EquatableNumberRow /0/0/0/#3: @self"])
        // The parent whose data changed is evaluated too, with the property named.
        #expect(renderer.lastEvaluations.first?.description == "Rows /: labels")
    }

    @Test func anUnchangedRenderEvaluatesNothing() throws {
        let renderer = renderer(Rows(labels: ["a", "b", "c"]))
        _ = try renderer.bitmap()
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.isEmpty)
    }

    @Test func plainDataThatIsNotEquatableComparesFieldByField() throws {
        // Data sources are often plain structs that never adopted Equatable; SwiftUI still
        // sees an equal value as unchanged, and so must the graph.
        struct Source: RandomAccessCollection {
            let count: Int
            let prefix: String
            var startIndex: Int { 0 }
            var endIndex: Int { count }
            subscript(index: Int) -> String { "\(prefix) \(index)" }
        }
        struct Listing: View {
            let source: Source
            var body: some View {
                VStack(spacing: 0) { ForEach(source.indices, id: \.self) { NumberRow(number: $0) } }
            }
        }
        let renderer = renderer(Listing(source: Source(count: 3, prefix: "row")))
        _ = try renderer.bitmap()
        renderer.content = Listing(source: Source(count: 3, prefix: "row"))
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.isEmpty)
        renderer.content = Listing(source: Source(count: 3, prefix: "item"))
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["Listing /: source"])
    }

    @Test func aNewIDOnEveryRenderRecreatesTheRow() throws {
        struct Fresh: View {
            let token: Int
            var body: some View {
                VStack {
                    NumberRow(number: 1).id(UUID())
                    NumberRow(number: 2)
                }
                .overlay { Text("\(token)") }
            }
        }
        let renderer = renderer(Fresh(token: 0))
        _ = try renderer.bitmap()
        renderer.content = Fresh(token: 1)
        _ = try renderer.bitmap()
        let rows = renderer.lastEvaluations.filter { $0.viewType == "NumberRow" }
        // The row with a new id is a new view; its unchanged sibling is reused.
        #expect(rows.count == 1)
        #expect(rows.first?.reason == .identity)
    }

    @Test func rowStateSurvivesScrollingOutOfViewAndBack() throws {
        final class Handles { var toggles: [Int: Binding<Int>] = [:] }
        struct CounterRow: View {
            let number: Int
            let handles: Handles
            @State private var taps = 0
            var body: some View {
                let _ = handles.toggles[number] = $taps
                Text("\(number): \(taps)").frame(height: 30)
            }
        }
        struct Counters: View {
            let handles: Handles
            let offset: CGFloat
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { CounterRow(number: $0, handles: handles) } }
                }
                .scrollPosition(.constant(ScrollPosition(y: offset)))
            }
        }
        let handles = Handles()
        let renderer = renderer(Counters(handles: handles, offset: 0))
        _ = try renderer.bitmap()
        handles.toggles[2]?.wrappedValue = 7
        renderer.content = Counters(handles: handles, offset: 9_000)
        _ = try renderer.bitmap()
        renderer.content = Counters(handles: handles, offset: 0)
        _ = try renderer.bitmap()
        #expect(handles.toggles[2]?.wrappedValue == 7)
        // Only the row whose state changed is evaluated: the scroll position is not the rows' business.
        #expect(renderer.lastEvaluations.map(\.description) == ["Counters /: offset", "CounterRow /0/0/0/0/#2: @taps"])
    }

    @Test func duplicateIDsAreReportedAndEveryRowStillRenders() throws {
        let eager = VStack(spacing: 0) { ForEach([1, 2, 2, 3], id: \.self) { NumberRow(number: $0) } }
        let output = try RenderPipeline.layOut(eager, proposal: .unspecified, scale: 1)
        #expect(output.warnings == [.duplicateIdentifier(container: "ForEach<Array<Int>, Int>", id: "2")])
        #expect(output.warnings.map(\.description) == ["Warning: ForEach<Array<Int>, Int>: the ID 2 occurs multiple times within the collection; this will give undefined results!"])
        #expect(try frames(of: "Color", in: eager).map(\.minY) == [0, 30, 60, 90])

        let lazy = ScrollView { LazyVStack(spacing: 0) { ForEach([1, 2, 2, 3], id: \.self) { NumberRow(number: $0) } } }
        let lazyOutput = try RenderPipeline.layOut(lazy, proposal: ProposedViewSize(width: 100, height: 300), scale: 1)
        #expect(lazyOutput.warnings == output.warnings)
        #expect(evaluations(of: NumberRow.self, in: lazyOutput.evaluations) == 4)
    }

    @Test func aDataSourceWhoseCountChangesBetweenRendersIsReadAgain() throws {
        struct Counted: View {
            let count: Int
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { NumberRow(number: $0) } } }
                    .scrollPosition(.constant(ScrollPosition(y: 2_000)))
            }
        }
        let renderer = renderer(Counted(count: 100))
        _ = try renderer.bitmap()
        #expect(evaluations(of: NumberRow.self, in: renderer.lastEvaluations) == 18)
        // Five rows are shorter than the viewport: the offset falls back to the top.
        renderer.content = Counted(count: 5)
        let five = try renderer.bitmap()
        #expect(five.height == 300)
        // Row 0 was built for the estimate in the first render and is unchanged: reused.
        #expect(renderer.lastEvaluations.filter { $0.viewType == "NumberRow" }.map(\.identity)
                == ["/0/0/0/0/#1", "/0/0/0/0/#2", "/0/0/0/0/#3", "/0/0/0/0/#4"])
        renderer.content = Counted(count: 0)
        #expect(try renderer.bitmap().height == 300)
        renderer.content = Counted(count: 100)
        _ = try renderer.bitmap()
        // Back at 100 rows, the rows shown are those built by the first render: none is evaluated.
        #expect(evaluations(of: NumberRow.self, in: renderer.lastEvaluations) == 0)
    }

    @Test func aLazyListDoesNotKeepItsGraphAlive() throws {
        // Lazy rows keep their build context to be built later and the graph keeps the rows'
        // nodes: a strong reference back would leak every render's graph. So would a lazy
        // row builder holding the record of the view whose body made the stack (`Rows`),
        // which holds the stack's nodes.
        weak var graph: ViewGraph?
        weak var root: RenderNode?
        do {
            let output = try RenderPipeline.layOut(Rows(labels: ["a", "b"]), proposal: ProposedViewSize(width: 100, height: 100), scale: 1)
            graph = output.graph
            root = output.root
            #expect(graph != nil && root != nil)
        }
        #expect(graph == nil)
        #expect(root == nil)
    }
}
