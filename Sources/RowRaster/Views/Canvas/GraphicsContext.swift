/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`.
///
/// Every call records display items (the same items views lower to), so a Canvas and a view
/// tree share one drawing path, one raster backend and one raster cache. Transform, opacity,
/// blend mode, clips and filters are state of this value: copies made by `drawLayer` or by
/// assigning to a new variable change independently, as in SwiftUI.
@MainActor
public struct GraphicsContext {
    final class Recorder {
        var items: [DisplayItem] = []
        let layout: LayoutContext
        init(layout: LayoutContext) { self.layout = layout }
    }

    let recorder: Recorder
    /// Maps the context's user space to the canvas's space.
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var environment: EnvironmentValues
    /// Clip paths already in the canvas's space, innermost last.
    var clips: [(Path, FillStyle)] = []
    var filters: [Filter] = []

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: Transform

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping and filters

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to everything outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Restricts later drawing to `path` (in the current user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var placed = path.applying(transform)
        var fillStyle = style
        if options.contains(.inverse) {
            // Everything but the path: a huge rectangle with the path cut out (even-odd).
            var inverse = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            inverse.addPath(placed)
            placed = inverse
            fillStyle = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append((placed, fillStyle))
    }

    /// Options for `addFilter(_:options:)`; accepted for source compatibility.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Applies `filter` to everything drawn afterwards (each drawing operation separately).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        guard path.isFinite else {
            recorder.layout.report(.invalidPathPoint(in: "Canvas fill"))
            return
        }
        record(.fill(path, shading.paint(bounds: path.boundingRect, environment: environment), style))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !style.lineWidth.isNaN else {
            recorder.layout.report(.invalidLineWidth(style.lineWidth, in: "Canvas stroke"))
            return
        }
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        guard path.isFinite else {
            recorder.layout.report(.invalidPathPoint(in: "Canvas stroke"))
            return
        }
        record(.stroke(path, shading.paint(bounds: path.boundingRect, environment: environment), style))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws into a new transparency layer: what `content` draws is composited as one, with
    /// this context's opacity, blend mode, clips and filters applied to the whole.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: Recorder(layout: recorder.layout), environment: environment)
        layer.transform = transform
        try content(&layer)
        guard !layer.recorder.items.isEmpty else { return }
        record(.group(.compositingGroup, layer.recorder.items), transformed: false)
    }

    /// Records `item` (in user space) wrapped in the state that applies to it.
    func record(_ item: DisplayItem, transformed: Bool = true) {
        var wrapped = item
        if transformed, !transform.isIdentity { wrapped = .group(.transform(transform), [wrapped]) }
        for filter in filters { wrapped = .group(filter.effect(transform: transform, environment: environment), [wrapped]) }
        if blendMode != .normal { wrapped = .group(.blend(blendMode.blendOperator), [wrapped]) }
        if opacity < 1 { wrapped = .group(.opacity(max(0, opacity)), [wrapped]) }
        for (path, style) in clips.reversed() { wrapped = .group(.clip(path, style), [wrapped]) }
        if opacity <= 0 { return }
        recorder.items.append(wrapped)
    }
}
