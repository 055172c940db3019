import Foundation
import RowRasterCairo

/// Everything one render produced, stage by stage.
@MainActor
package struct RenderOutput {
    /// The laid-out tree as text: element, frame, details (the goldens' semantic sidecar).
    package var layoutDump: String { LayoutDump.text(of: root) }

    /// The laid-out size of the view, in points.
    package var size: CGSize
    package var displayList: DisplayList
    /// The laid-out tree, for its text dump (`layoutDump`), made only when asked for.
    let root: RenderNode
    /// The graph the nodes were built by: nodes refer to its layout context without owning it.
    let graph: ViewGraph
    package var timings: StageTimings
    /// The bodies evaluated, with why, and how many were skipped as unchanged.
    package var evaluations: [ViewEvaluation]
    package var skippedEvaluations: Int
    /// What the render drew around (missing assets).
    package var warnings: [RenderWarning]
    package var evaluationCount: Int
}

/// The pipeline from a view value to pixels: evaluate → lay out → display list → raster.
@MainActor
package enum RenderPipeline {
    /// How many times one render lays its tree out while geometry actions keep changing state:
    /// a value that changes at every pass (a view growing with what it measures) stops here,
    /// drawn as the last pass placed it, where iOS would go on updating frame after frame.
    static let maximumGeometryPasses = 8

    /// A view graph for this thread's text engine, to keep between renders of one scene.
    package static func makeGraph(scale: CGFloat) throws(RenderError) -> ViewGraph {
        ViewGraph(layoutContext: LayoutContext(textMeasurer: try PangoTextEngine.forCurrentThread(), displayScale: scale))
    }

    /// Evaluates and lays out `view`, and lowers it to a display list (no pixels yet).
    ///
    /// With a `graph` from an earlier render, views whose inputs did not change are not
    /// evaluated again and their state is kept.
    /// `now` is the instant relative dates and timers in `Text` count from. With
    /// `treatingWarningsAsErrors`, the first warning (a missing asset) fails the render with its
    /// error instead of being listed.
    ///
    /// Nothing here asks the rasterizer whether the size can be drawn: the stage that draws
    /// checks that (`renderSurface`, `draw`).
    package static func layOut<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat,
                                        graph: ViewGraph? = nil, now: Date = RenderDefaults.now,
                                        treatingWarningsAsErrors: Bool = false) throws(RenderError) -> RenderOutput {
        try layOut(view, proposal: proposal, scale: scale, graph: graph, now: now, treatingWarningsAsErrors: treatingWarningsAsErrors,
                   rowLayering: .inPlace, rowObserver: nil, scrollOverride: nil)
    }

    /// Lays `view` out as `layOut(_:proposal:scale:graph:now:treatingWarningsAsErrors:)` does,
    /// for the frame simulator: `rowLayering` says whether rows are drawn as layers of their
    /// own, a `rowObserver` watches each row being built, laid out and emitted, and a
    /// `scrollOverride` puts the outermost scroll view at an offset without re-evaluating any view.
    /// Without `runsObservers` the geometry and preference actions do not run: a pass whose
    /// graph is thrown away must not reach the app's models.
    static func layOut<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat,
                                graph existing: ViewGraph? = nil, now: Date = RenderDefaults.now,
                                treatingWarningsAsErrors: Bool = false,
                                rowLayering: RowLayering = .inPlace,
                                rowObserver: (any RowObserver)?,
                                scrollOverride: PlacementContext.ScrollOverride?,
                                runsObservers: Bool = true) throws(RenderError) -> RenderOutput {
        _ = try RenderScale(scale)
        for value in [proposal.width, proposal.height].compactMap({ $0 }) where value.isNaN || value < 0 {
            throw .invalidSize(CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0), context: "the proposed size")
        }
        var timings = StageTimings()
        let graph: ViewGraph
        if let existing { graph = existing } else { graph = try makeGraph(scale: scale) }
        let context = graph.layoutContext
        context.beginRender(displayScale: scale, rowLayering: rowLayering, rowObserver: rowObserver)
        graph.beginRender()
        defer {
            graph.endRender()
            context.endRender()
        }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.renderNow = now
        environment.diagnostics = RenderDiagnostics(graph: graph)

        var root: RenderNode
        var size: CGSize
        var geometryPasses = 0
        repeat {
            var start = StageClock.now()
            root = graph.makeRoot(view, environment: environment)
            timings.evaluation += StageClock.seconds(since: start)

            start = StageClock.now()
            graph.rootContainer.update(proposal, content: root)
            size = root.sizeThatFits(proposal)
            root.place(at: .zero, proposal: proposal,
                       with: PlacementContext(scrollOverride: scrollOverride, rowsAreObserved: rowObserver != nil))
            timings.layout += StageClock.seconds(since: start)
            geometryPasses += 1
            // `onGeometryChange` and the scroll observers run here, as on iOS before the frame is
            // committed; state they changed is evaluated and laid out again in the same render.
        } while runsObservers && graph.geometryObservations.isInUse && geometryPasses < maximumGeometryPasses
            && graph.geometryObservations.update(root: root) > 0
        if let error = context.errors.first { throw error }
        // An infinite view is reported as such, before anything is drawn.
        guard size.width.isFinite, size.height.isFinite else { throw .invalidSize(size, context: "the rendered view") }

        let start = StageClock.now()
        var builder = DisplayListBuilder()
        root.emit(into: &builder, with: EmitContext(rowLayering: rowLayering, rowObserver: rowObserver))
        timings.display = StageClock.seconds(since: start)
        if let error = context.errors.first { throw error }
        if treatingWarningsAsErrors, let warning = context.warnings.first { throw warning.error }

        return RenderOutput(size: size, displayList: builder.list, root: root, graph: graph, timings: timings,
                            evaluations: graph.evaluations, skippedEvaluations: graph.skippedEvaluations,
                            warnings: context.warnings, evaluationCount: graph.evaluationCount)
    }

    /// Lays out and rasterizes `view`, returning its straight-RGBA pixels.
    package static func render<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat, opaque: Bool = false,
                                        graph: ViewGraph? = nil,
                                        now: Date = RenderDefaults.now,
                                        treatingWarningsAsErrors: Bool = false,
                                        maximumPixelCount: Int = RenderDefaults.maximumPixelCount) throws(RenderError) -> (output: RenderOutput, bitmap: Bitmap) {
        let (output, surface) = try renderSurface(view, proposal: proposal, scale: scale, opaque: opaque, graph: graph,
                                                  now: now, treatingWarningsAsErrors: treatingWarningsAsErrors,
                                                  maximumPixelCount: maximumPixelCount)
        return (output, surface.bitmap())
    }

    /// Lays out `view` and draws it onto `target` (a frame) with its top-left corner at pixel
    /// (`x`, `y`), without clearing the target.
    package static func draw<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat, into target: RasterSurface,
                                      x: Int, y: Int, graph: ViewGraph? = nil) throws(RenderError) -> RenderOutput {
        var output = try layOut(view, proposal: proposal, scale: scale, graph: graph)
        try checkDrawable(output.size, scale: scale)
        let start = StageClock.now()
        try CairoRasterizer.forCurrentThread().draw(output.displayList, into: target, scale: scale, x: x, y: y)
        output.timings.raster = StageClock.seconds(since: start)
        return output
    }

    /// Lays out and rasterizes `view` into this thread's reusable surface, valid until the
    /// next render on the thread: the pixels as Cairo holds them, nothing converted.
    package static func renderSurface<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat, opaque: Bool = false,
                                               graph: ViewGraph? = nil,
                                               now: Date = RenderDefaults.now,
                                               treatingWarningsAsErrors: Bool = false,
                                               maximumPixelCount: Int = RenderDefaults.maximumPixelCount) throws(RenderError) -> (output: RenderOutput, surface: RasterSurface) {
        var output = try layOut(view, proposal: proposal, scale: scale, graph: graph, now: now)
        try checkDrawable(output.size, scale: scale, maximumPixelCount: maximumPixelCount)
        if treatingWarningsAsErrors, let warning = output.warnings.first { throw warning.error }
        let start = StageClock.now()
        let rasterizer = try CairoRasterizer.forCurrentThread()
        let surface = try rasterizer.render(output.displayList, size: output.size, scale: scale, opaque: opaque, reuseTarget: true)
        output.timings.raster = StageClock.seconds(since: start)
        return (output, surface)
    }
}

extension RenderPipeline {
    /// Fails as the rasterizer would for a view too large for a surface (beyond Cairo's side
    /// limit), and with `.tooManyPixels` for one of more than `maximumPixelCount` pixels, before
    /// anything is allocated or drawn; an empty view is left to the rasterizer to report.
    static func checkDrawable(_ size: CGSize, scale: CGFloat,
                              maximumPixelCount: Int = RenderDefaults.maximumPixelCount) throws(RenderError) {
        guard size.width > 0, size.height > 0 else { return }
        let pixels = try CairoRasterizer.pixelSize(for: size, scale: RenderScale(scale))
        guard pixels.width * pixels.height <= maximumPixelCount else {
            throw .tooManyPixels(width: pixels.width, height: pixels.height, limit: maximumPixelCount)
        }
    }
}

/// The laid-out tree as indented text, one node per line.
@MainActor
enum LayoutDump {
    static func text(of root: RenderNode) -> String {
        var lines: [String] = []
        root.visitLaidOutTree { node, depth in
            let f = node.frame
            var line = String(repeating: "  ", count: depth) + node.name
            line += " (\([f.minX, f.minY, f.width, f.height].map { compactNumber($0) }.joined(separator: " ")))"
            let detail = node.dumpDetail
            if !detail.isEmpty { line += " " + detail }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
