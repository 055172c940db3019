/// What every render node of one render shares: the text service, the pixel scale, the
/// diagnostics, and counters that tests assert instead of timings.
@MainActor
final class LayoutContext {
    let textMeasurer: any TextMeasuring
    private(set) var displayScale: CGFloat
    /// Problems found while building or laying out (invalid frames, unmeasurable text); the
    /// render fails with the first one once layout is done.
    private(set) var errors: [RenderError] = []
    /// What the render drew around (missing assets), each once, in the order met.
    private(set) var warnings: [RenderWarning] = []
    /// Size computations that missed the per-node cache: the real layout work.
    var sizeComputations = 0
    /// Size requests, cached or not.
    var sizeRequests = 0
    /// The visible rects of the scroll views being placed (root coordinates), innermost last:
    /// lazy stacks build only what falls inside the innermost.
    var viewports: [CGRect] = []
    /// The identity a scroll view is asked to show, and where the lazy stack that holds it
    /// found it: start and length along the scroll axis, the start in root coordinates.
    var scrollTargetID: AnyHashable?
    var resolvedScrollTarget: (start: CGFloat, length: CGFloat)?
    /// The visible rects of the scroll views being emitted, innermost last: rows outside are
    /// not drawn.
    var emitViewports: [CGRect] = []
    /// Records each row's costs and draws rows as layers, for frame reports; nil normally.
    var rowRecorder: RowRecorder?
    /// The offset a scroll simulation gives the outermost scroll view along its axis. Set on
    /// the layout, not through the environment, so scrolling re-evaluates no view, as in an app.
    var scrollOverride: (axis: Axis, offset: CGFloat)?

    /// Runs `body` with no visible rect to cull against: for content flattened and cached
    /// whole (a row layer, a drawing group), which must not depend on what the screen shows.
    func withoutCulling(_ body: () -> Void) {
        let saved = emitViewports
        emitViewports = []
        defer { emitViewports = saved }
        body()
    }

    init(textMeasurer: any TextMeasuring, displayScale: CGFloat) {
        self.textMeasurer = textMeasurer
        self.displayScale = displayScale
    }

    /// Starts a render: errors and counters restart (the context outlives renders with its graph).
    func beginRender(displayScale: CGFloat) {
        self.displayScale = displayScale
        errors.removeAll()
        warnings.removeAll()
        sizeComputations = 0
        sizeRequests = 0
    }

    func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }

    func warn(_ warning: RenderWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
