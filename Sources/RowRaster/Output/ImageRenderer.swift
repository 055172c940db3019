import Foundation
import OpenCombine
import RowRasterCairo
import RowRasterPNG

/// Renders a view to an image, as SwiftUI's `ImageRenderer`, with PNG output.
///
///     let renderer = ImageRenderer(content: ContactRow(contact: .sample))
///     renderer.scale = 3
///     renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
///     try renderer.write(to: URL(fileURLWithPath: "output/row.png"))
@MainActor
public final class ImageRenderer<Content: View>: @preconcurrency ObservableObject {
    /// Sends before the renderer's content or any of its settings changes, as SwiftUI's does,
    /// so a view that shows a renderer's image can observe it.
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view to render.
    public var content: Content { willSet { objectWillChange.send() } }
    /// Pixels per point (1 by default, as SwiftUI; 3 for an iPhone screen).
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// The size offered to the view; unspecified dimensions take its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Whether the image has no transparency: undrawn pixels are white.
    public var isOpaque = false { willSet { objectWillChange.send() } }
    /// How colours are stored and blended while rendering. `.nonLinear`, the default, is what
    /// iOS renders and what is drawn here: 8-bit gamma-encoded sRGB. The linear modes are
    /// accepted and drawn the same way (iOS would blend edges and gradients in linear light),
    /// as `drawingGroup(opaque:colorMode:)` draws them.
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }
    /// The edge whose `.swipeActions` list rows show revealed, as a row mid-swipe shows them
    /// (for documentation images); nil, the default, shows rows at rest.
    public var revealedSwipeActions: HorizontalEdge?
    /// The instant the render treats as now: `Text(date, style: .relative)`, `.offset`,
    /// `.timer` and `Text(timerInterval:)` count from it. A fixed instant by default
    /// (`RenderDefaults.now`, 2026-01-15 09:41 UTC), so a row renders the same on every day;
    /// set `Date()` for the wall clock.
    public var now: Date = RenderDefaults.now

    /// The bodies the last render evaluated, each with why: `@identity` (new), the names of
    /// the stored properties that changed (`@self` for an Equatable view), `@environment`, or
    /// the state that changed. Views whose inputs did not change since the previous render of
    /// this renderer are not evaluated and not listed, as in SwiftUI.
    public private(set) var lastEvaluations: [ViewEvaluation] = []

    /// What the last render drew around instead of failing: images and colours named but not
    /// found in the registered asset catalogs, which iOS logs and draws as nothing.
    public private(set) var warnings: [RenderWarning] = []

    /// Whether a warning fails the render: set it in tests and CI so a missing asset is an
    /// error (the warning's `RenderError`, such as `.imageNotFound`) rather than a blank.
    public var treatsWarningsAsErrors = false

    /// The most pixels (width × height) an image of this renderer may have; a larger render
    /// throws `RenderError.tooManyPixels` from its laid-out size, before any pixel memory is
    /// allocated, instead of exhausting memory.
    ///
    /// The default, `RenderDefaults.maximumPixelCount` (64 megapixels), holds every image
    /// a phone-width row or screen can need: the widest iPhone at 3× (1290 px) by Cairo's
    /// tallest surface (32767 px) is 42 megapixels. A render at the limit takes about 512 MB at
    /// its peak (the Cairo surface and its RGBA copy, 4 bytes a pixel each). Raise it for
    /// larger images on a machine with the memory for them.
    public var maximumPixelCount: Int = RenderDefaults.maximumPixelCount
    /// The layout direction, Dynamic Type size and locale the content is rendered in (the
    /// standard appearance unless set): the renderer's counterpart of the device's settings.
    public var appearance = RenderAppearance.standard

    /// The view graph kept between renders, so changing `content` re-evaluates only what changed.
    private var graph: ViewGraph?

    public init(content: Content) {
        self.content = content
    }

    /// The rendered pixels, straight-alpha RGBA8.
    ///
    /// Throws a `RenderError` naming what was wrong: an invalid `scale` or proposed size, a
    /// view too large for Cairo or with no pixels, missing fonts, or (with
    /// `treatsWarningsAsErrors`) the first warning's error.
    public func bitmap() throws(RenderError) -> Bitmap {
        try renderSurface().bitmap()
    }

    /// Renders into this thread's reusable surface (valid until the next render on the
    /// thread), which `bitmap()` converts and `pngData()` encodes directly.
    private func renderSurface() throws(RenderError) -> RasterSurface {
        if graph == nil || graph?.layoutContext.displayScale != scale { graph = try RenderPipeline.makeGraph(scale: scale) }
        let output: RenderOutput, surface: RasterSurface
        if let edge = revealedSwipeActions {
            (output, surface) = try render(content.environment(\.revealedSwipeActions, edge).modifier(appearanceModifier))
        } else if appearance == .standard {
            (output, surface) = try render(content)
        } else {
            (output, surface) = try render(content.modifier(appearanceModifier))
        }
        lastEvaluations = output.evaluations
        warnings = output.warnings
        return surface
    }

    /// The content's appearance, applied only when it is not the standard one, so a render in
    /// the standard appearance has the view graph (and identities) of the content alone.
    private var appearanceModifier: _RenderAppearanceModifier { _RenderAppearanceModifier(appearance: appearance) }

    private func render<V: View>(_ view: V) throws(RenderError) -> (output: RenderOutput, surface: RasterSurface) {
        try RenderPipeline.renderSurface(view, proposal: proposedSize, scale: scale, opaque: isOpaque, graph: graph,
                                         now: now, treatingWarningsAsErrors: treatsWarningsAsErrors,
                                         maximumPixelCount: maximumPixelCount)
    }

    /// The rendered image as PNG bytes: RGBA8 with an sRGB chunk, encoded canonically, so
    /// the same pixels always give the same bytes. Throws what `bitmap()` throws, or
    /// `RenderError.pngEncoding`.
    public func pngData() throws(RenderError) -> Data {
        // Encoded from Cairo's pixels as they are: the bytes of `PNGCodec.encode(bitmap())`
        // without its whole-image RGBA copy.
        try renderSurface().pngData()
    }

    /// Writes the PNG to `url` atomically: a temporary file renamed into place, so an
    /// interrupted run never leaves a truncated image. Throws what `pngData()` throws, or
    /// `RenderError.unwritablePath` (and then nothing is left at `url`).
    public func write(to url: URL) throws(RenderError) {
        let data = try pngData()
        try AtomicFile.write(data, to: url)
    }
}
