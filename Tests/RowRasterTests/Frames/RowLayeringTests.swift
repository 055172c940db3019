import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Rows drawn as layers are the render's choice (`RowLayering`), not a side effect of a row
/// observer: the observer only watches, and the rows' tops are kept beside the nodes
/// (`RowTops`), recorded only by renders that layer or watch their rows.
@MainActor
@Suite struct RowLayeringTests {
    private let viewport = ProposedViewSize(width: 200, height: 120)

    /// Five rows of text in a scroll view: all of them visible in the viewport.
    private struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { Text("Row \($0)").frame(height: 20) }
                }
            }
        }
    }

    private func layOut(_ layering: RowLayering, observer: RowRecorder?, graph: ViewGraph? = nil) throws -> RenderOutput {
        try RenderPipeline.layOut(Rows(), proposal: viewport, scale: 1, graph: graph, rowLayering: layering,
                                  rowObserver: observer, scrollOverride: nil)
    }

    /// The layers of `items`, in drawing order.
    private func layers(in items: [DisplayItem]) -> [LayerID] {
        items.flatMap { item -> [LayerID] in
            guard case .group(let effect, let children) = item else { return [] }
            if case .layer(let id) = effect { return [id] + layers(in: children) }
            return layers(in: children)
        }
    }

    @Test func anObserverAloneLeavesRowsInPlace() throws {
        let observer = RowRecorder()
        let watched = try layOut(.inPlace, observer: observer)
        #expect(watched.displayList.dump() == (try displayListDump(Rows(), proposal: viewport)))
        #expect(layers(in: watched.displayList.items).isEmpty)
        #expect(observer.rows.count == 5, "every row is still watched as it is built and laid out")
        #expect(observer.rows.values.allSatisfy { $0.layer == nil })
    }

    @Test func layeringAloneMakesEachRowALayerNumberedInOrder() throws {
        let list = try layOut(.layers, observer: nil).displayList
        #expect(layers(in: list.items) == (0..<5).map(LayerID.init))
    }

    @Test func theObserverLearnsWhichRowEachLayerIs() throws {
        let observer = RowRecorder()
        let list = try layOut(.layers, observer: observer).displayList
        let rows = layers(in: list.items).compactMap(observer.row(drawnAs:))
        #expect(rows.count == 5)
        #expect(Set(rows).count == 5, "each layer is a row of its own")
        #expect(Set(rows) == Set(observer.rows.keys))
        #expect(observer.rows.values.allSatisfy { $0.layer != nil && $0.displayItems > 0 })
    }

    @Test func aPlainRenderRecordsNoRowTops() throws {
        let plain = try layOut(.inPlace, observer: nil)
        var tops = 0
        plain.root.visitLaidOutTree { node, _ in
            if plain.graph.layoutContext.rowTops.identity(of: node) != nil { tops += 1 }
        }
        #expect(tops == 0)

        let layered = try layOut(.layers, observer: nil)
        layered.root.visitLaidOutTree { node, _ in
            if layered.graph.layoutContext.rowTops.identity(of: node) != nil { tops += 1 }
        }
        #expect(tops == 5)
    }

    @Test func aWrapperTopsItsChildsRowAndASlotTakesItOver() throws {
        let context = try RenderPipeline.makeGraph(scale: 1).layoutContext
        let tops = context.rowTops
        let row = RenderNode(name: "row", context: context), other = RenderNode(name: "other", context: context)
        tops.mark(row, as: "7")
        let marker = MarkerNode(name: "marker", value: 0, child: row)
        #expect(tops.identity(of: marker) == nil, "a plain render's wrapper carries no row")
        tops.extend(row, to: marker)
        #expect(tops.identity(of: marker) == "7")
        #expect(tops.identity(of: row) == "7")
        tops.move(from: row, to: other)
        #expect(tops.identity(of: row) == nil)
        #expect(tops.identity(of: other) == "7")
        tops.extend(row, to: other)
        #expect(tops.identity(of: other) == "7", "a node that tops no row passes nothing on")
    }
}
