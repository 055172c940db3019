/// What every render node of one render shares: the text service, the pixel scale, the
/// diagnostics, and counters that tests assert instead of timings.
@MainActor
final class LayoutContext {
    let textMeasurer: any TextMeasuring
    let displayScale: CGFloat
    /// Problems found while building or laying out (invalid frames, unmeasurable text); the
    /// render fails with the first one once layout is done.
    private(set) var errors: [RenderError] = []
    /// Size computations that missed the per-node cache: the real layout work.
    var sizeComputations = 0
    /// Size requests, cached or not.
    var sizeRequests = 0

    init(textMeasurer: any TextMeasuring, displayScale: CGFloat) {
        self.textMeasurer = textMeasurer
        self.displayScale = displayScale
    }

    func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }
}
