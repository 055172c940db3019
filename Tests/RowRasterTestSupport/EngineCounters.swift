import RowRaster
import RowRasterCore

/// Counts what the engine does in the renders it watches, for tests that assert work
/// (layout passes, dispatch by cast) instead of time. The engine only calls its probe; the
/// counters live here, out of the library.
@MainActor
package final class EngineCounters: EngineProbe {
    /// Size requests, cached or not.
    package private(set) var sizeRequests = 0
    /// Size requests that missed the per-node cache: the real layout work.
    package private(set) var sizeComputations = 0
    /// The primitive views and modifiers the graph found by a dynamic cast, by type name; a
    /// primitive that chose its own `_makeNodes` is never one of them.
    package private(set) var primitivesFoundByCast: [String] = []

    package init() {}

    package func sizeRequested(computed: Bool) {
        sizeRequests += 1
        if computed { sizeComputations += 1 }
    }

    package func primitiveFoundByCast(_ type: Any.Type) {
        primitivesFoundByCast.append(ViewGraph.typeName(type))
    }

    /// Evaluates and lays out `view` in a graph of its own with these counters watching, as
    /// `ImageRenderer` does before it draws.
    package func layOut<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws(RenderError) {
        let graph = try RenderPipeline.makeGraph(scale: scale)
        graph.layoutContext.probe = self
        _ = try RenderPipeline.layOut(view, proposal: proposal, scale: scale, graph: graph)
    }
}
