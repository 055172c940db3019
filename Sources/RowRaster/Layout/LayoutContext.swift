/// What every render node of one render shares: the text service, the pixel scale, the
/// diagnostics, and counters that tests assert instead of timings.
@MainActor
final class LayoutContext {
    let textMeasurer: any TextMeasuring
    private(set) var displayScale: CGFloat
    /// Problems found while building or laying out (invalid frames, unmeasurable text); the
    /// render fails with the first one once layout is done.
    private(set) var errors: [RenderError] = []
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

    init(textMeasurer: any TextMeasuring, displayScale: CGFloat) {
        self.textMeasurer = textMeasurer
        self.displayScale = displayScale
    }

    /// Starts a render: errors and counters restart (the context outlives renders with its graph).
    func beginRender(displayScale: CGFloat) {
        self.displayScale = displayScale
        errors.removeAll()
        sizeComputations = 0
        sizeRequests = 0
    }

    func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }
}
