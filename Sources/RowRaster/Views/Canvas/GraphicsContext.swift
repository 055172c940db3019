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
        /// Whether some drawing blends with what is behind it: the canvas then draws as its own
        /// layer, as on iOS, so it blends with the canvas's drawing and not the views behind.
        var blends = false
        let layout: LayoutContext
        /// The canvas's size, the bound of ``GraphicsContext/clipBoundingRect``.
        let size: CGSize
        /// Lays out and emits the canvas's symbol with a tag (nil when there is none).
        let drawSymbol: (AnyHashable) -> DrawnSymbol?
        init(layout: LayoutContext, size: CGSize, drawSymbol: @escaping (AnyHashable) -> DrawnSymbol? = { _ in nil }) {
            self.layout = layout
            self.size = size
            self.drawSymbol = drawSymbol
        }

        /// A recorder for a layer of this one's drawing: same canvas, own items.
        func layer() -> Recorder { Recorder(layout: layout, size: size, drawSymbol: drawSymbol) }
    }

    let recorder: Recorder
    /// Maps the context's user space to the canvas's space.
    public var transform: CGAffineTransform = .identity
    /// The opacity later drawing is multiplied by.
    public var opacity: Double = 1
    /// How later drawing composites onto what the canvas has drawn.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas, which resolves styles, text and images.
    public var environment: EnvironmentValues
    /// Clips (paths, or layers' coverage as masks) already in the canvas's space, innermost last.
    var clips: [DisplayEffect] = []
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

    /// Restricts later drawing to `path` (in the current user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var placed = path.applying(transform)
        var fillStyle = style
        if options.contains(.inverse) {
            // Everything but the path: a huge rectangle with the path cut out (even-odd).
            var inverse = Path(Self.everywhere)
            inverse.addPath(placed)
            placed = inverse
            fillStyle = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append(.clip(placed, fillStyle))
    }

    /// Restricts later drawing to the coverage (alpha) of what `content` draws, multiplied
    /// by `opacity`; with `.inverse`, to everything it leaves uncovered.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer(), environment: environment)
        layer.transform = transform
        try content(&layer)
        var mask = layer.recorder.items
        let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 0
        if options.contains(.inverse) {
            mask = [.fill(Path(Self.everywhere), .color(.black), FillStyle()), .group(.blend(.destinationOut), mask)]
            if alpha < 1 { mask = [.group(.opacity(alpha), [.group(.compositingGroup, mask)])] }
        } else if alpha < 1 {
            mask = [.group(.opacity(alpha), [.group(.compositingGroup, mask)])]
        }
        clips.append(.mask(mask))
    }

    /// The part of the canvas later drawing can still reach, in the current user space: the
    /// canvas's bounds cut down by the clips (an inverse clip cuts nothing from the bound).
    public var clipBoundingRect: CGRect {
        var bound = CGRect(origin: .zero, size: recorder.size)
        for clip in clips {
            // An inverse clip's path and mask contain `everywhere`, so they cut nothing here.
            switch clip {
            case .clip(let path, _): bound = bound.intersection(path.boundingRect)
            case .mask(let items): bound = bound.intersection(DisplayList(items).bounds)
            default: break
            }
        }
        guard !bound.isNull else { return .zero }
        return bound.applying(transform.inverted())
    }

    /// A rectangle larger than any canvas: the outside of an inverse clip.
    static let everywhere = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

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
        let fill = DisplayItem.fill(path, shading.paint(bounds: path.boundingRect, environment: environment), style)
        let finished = shading.finishing(fill, bounds: path.boundingRect, environment: environment)
        if finished.blends { recorder.blends = true }
        record(finished.item)
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
        let stroke = DisplayItem.stroke(path, shading.paint(bounds: path.boundingRect, environment: environment), style)
        let finished = shading.finishing(stroke, bounds: path.boundingRect, environment: environment)
        if finished.blends { recorder.blends = true }
        record(finished.item)
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws into a new transparency layer: what `content` draws is composited as one, with
    /// this context's opacity, blend mode, clips and filters applied to the whole.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer(), environment: environment)
        layer.transform = transform
        try content(&layer)
        guard !layer.recorder.items.isEmpty else { return }
        record(.group(.compositingGroup, layer.recorder.items), transformed: false)
    }

    /// Records `item` (in user space) wrapped in the state that applies to it.
    /// A shadow filter that `disablesGroup` splits the drawing into its shadow and itself,
    /// each composited on its own.
    func record(_ item: DisplayItem, transformed: Bool = true) {
        if !(opacity > 0) { return }
        var parts = [transformed && !transform.isIdentity ? .group(.transform(transform), [item]) : item]
        for filter in filters { parts = parts.flatMap { filter.appliedSeparately(to: $0, in: self) } }
        for part in parts {
            var wrapped = part
            if let blend = blendMode.blendOperator {
                wrapped = .group(.blend(blend), [wrapped])
                recorder.blends = true
            }
            if opacity < 1 { wrapped = .group(.opacity(max(0, opacity)), [wrapped]) }
            for clip in clips.reversed() { wrapped = .group(clip, [wrapped]) }
            recorder.items.append(wrapped)
        }
    }
}
