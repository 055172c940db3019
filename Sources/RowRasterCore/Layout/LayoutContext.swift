/// What every render node of one render shares: the text service, the pixel scale, the
/// diagnostics, the row observer and the rows' tops, and the probe a test may set to watch
/// the engine work.
@MainActor
package final class LayoutContext {
    package let textMeasurer: any TextMeasuring
    package private(set) var displayScale: CGFloat
    /// Problems found while building or laying out (invalid frames, unmeasurable text); the
    /// render fails with the first one once layout is done.
    package private(set) var errors: [RenderError] = []
    /// What the render drew around (missing assets), each once, in the order met.
    package private(set) var warnings: [RenderWarning] = []
    /// Watches the engine at work for a test (RowRasterTestSupport's `EngineCounters`); nil in
    /// every other render, so the engine keeps no counters of its own.
    package var probe: (any EngineProbe)?
    /// Watches this render's rows (frame reports); set for one render by `beginRender`,
    /// nil normally. Traversal state is not kept here: placement and emission get theirs as
    /// parameters (`PlacementContext`, `EmitContext`).
    private(set) var rowObserver: (any RowObserver)?
    /// Whether this render draws its rows as layers or watches them: only then are the rows
    /// built told apart (`rowTops`), so a plain render's rows cost nothing to track.
    private(set) var tracksRows = false
    /// The nodes that are the tops of rows, recorded while renders track rows; kept as long as
    /// the context, because the graph reuses nodes built by earlier renders.
    let rowTops = RowTops()

    package init(textMeasurer: any TextMeasuring, displayScale: CGFloat) {
        self.textMeasurer = textMeasurer
        self.displayScale = displayScale
    }

    /// Starts a render: errors and warnings restart (the context outlives renders with its graph).
    /// With rows drawn as layers or a row observer, the rows built are recorded in `rowTops`:
    /// a graph's renders should all track rows (a frame session's) or none, since rows reused
    /// unchanged from a render that did not track them are not built again to be recorded.
    package func beginRender(displayScale: CGFloat, rowLayering: RowLayering = .inPlace, rowObserver: (any RowObserver)?) {
        self.displayScale = displayScale
        self.rowObserver = rowObserver
        tracksRows = rowLayering == .layers || rowObserver != nil
        errors.removeAll()
        warnings.removeAll()
    }

    /// Ends a render: the row observer watches no later one.
    package func endRender() {
        rowObserver = nil
        tracksRows = false
    }

    package func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }

    package func warn(_ warning: RenderWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
