/// A 2D shape: a path in a rectangle, usable as a view, as SwiftUI's `Shape`.
///
/// As a view a shape takes whatever size it is offered (10×10 when the offer is unspecified)
/// and is filled with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// What the shape is for: filled (the default), stroked, or a separator.
    static var role: ShapeRole { get }
    /// Whether the shape's path is mirrored horizontally in a layout direction (right to left
    /// for `.mirrors`). Shapes mirror right to left unless they say otherwise, as on iOS 17;
    /// the built-in symmetric shapes are `.fixed`.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// What a shape is drawn as, as SwiftUI's `ShapeRole`.
public enum ShapeRole: Sendable, Hashable {
    /// A shape that is filled.
    case fill
    /// An outline: the shape a `stroke(style:)` gives.
    case stroke
    /// A shape that separates content.
    case separator
}

extension Shape {
    /// Shapes are filled unless they say otherwise.
    public static var role: ShapeRole { .fill }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline as a shape, to be filled with a style (or the foreground style).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The shape filled with `content`: the iOS 13 form, which iOS 17's `fill` outranks.
    @_disfavoredOverload
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style: the iOS 13 form.
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline drawn with `content`: the iOS 13 form, which iOS 17's
    /// `stroke(_:style:antialiased:)` outranks.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: stroke(style: style), style: content, fillStyle: FillStyle())
    }

    /// The shape's outline `lineWidth` wide drawn with `content`: the iOS 13 form.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: stroke(style: StrokeStyle(lineWidth: lineWidth)), style: content, fillStyle: FillStyle())
    }
}

/// A shape that can be inset, so its border can be stroked inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn inside the shape's frame with `content`: the iOS 13 form, which
    /// iOS 17's `strokeBorder(_:style:antialiased:)` outranks.
    @_disfavoredOverload
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth * 0.5).stroke(style: style), style: content,
                   fillStyle: FillStyle(antialiased: antialiased))
    }

    /// The outline drawn inside the shape's frame with the foreground style: the iOS 13 form.
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// The outline `lineWidth` wide inside the shape's frame with `content`: the iOS 13 form.
    @_disfavoredOverload
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline `lineWidth` wide inside the shape's frame with the foreground style: the iOS 13 form.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape drawn with a style: the view a shape becomes.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    /// `shape` drawn with `style`; a stroked shape keeps its antialiasing in `fillStyle`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let paint = resolveShapeStyle(style, in: context.environment)
        // The type's name without generic arguments: `Capsule`, `_StrokedShape`.
        let name = String(ViewGraph.typeName(Content.self).prefix { $0 != "<" })
        if case .radial(_, _, let start, let end) = paint,
           let (parameter, value) = [("startRadius", start), ("endRadius", end)].first(where: { !$0.1.isFinite }) {
            context.layout.report(.invalidNumber(view: "RadialGradient in \(name) at \(context.identity)", parameter: parameter,
                                                 value: value, rule: "a gradient radius must be a finite number"))
            return []
        }
        let direction = context.environment.layoutDirection
        if let stroked = shape as? any StrokedShapeProtocol {
            // A stroked shape view keeps its antialiasing in its fill style, as SwiftUI's does.
            // The outline mirrors as the stroked shape says (its shape's behaviour).
            let outline = shape.mirrors(in: direction) ? LayoutMirroredShape(shape: stroked.outlinedShape) : stroked.outlinedShape
            return [ShapeNode(shape: outline, drawing: .stroke(paint, stroked.strokeStyle, antialiased: fillStyle.isAntialiased),
                              name: name, context: context.layout)]
        }
        return [ShapeNode(shape: shape.mirrored(for: direction), drawing: .fill(paint, fillStyle), name: name, context: context.layout)]
    }
}

/// The outline of a shape. As a view it is stroked; its `path(in:)` is the outlined shape's
/// path (the stroke is drawn by the rasterizer, not converted to an outline).
public struct _StrokedShape<Content: Shape>: Shape, StrokedShapeProtocol {
    public var shape: Content
    public var style: StrokeStyle

    /// The outline of `shape` in `style`.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// An outline mirrors as its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// An outline's role is `.stroke`.
    public static var role: ShapeRole { .stroke }

    package var outlinedShape: any Shape { shape }
    package var strokeStyle: StrokeStyle { style }
}

@MainActor
protocol StrokedShapeProtocol {
    var outlinedShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    let makePath: @Sendable (CGRect) -> Path
    let makeSize: @Sendable (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        // Shapes are Sendable values; evaluating them is confined to the main actor.
        makePath = { rect in MainActor.assumeIsolated { shape.path(in: rect) } }
        makeSize = { proposal in MainActor.assumeIsolated { shape.sizeThatFits(proposal) } }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { makeSize(proposal) }
}

extension Path: Shape {
    /// A path drawn as a view is itself: its points are in the space of the frame it is placed in.
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// The shape's path where it is placed: `path(in:)` is asked in the shape's own space, a
    /// rectangle of its size at the origin, as SwiftUI asks it, and the answer is moved to
    /// `frame` (the node's frame in the root's space, where the display list draws).
    /// Shapes written with `0`, `rect.width` or `rect.maxY` all draw in place this way.
    /// A `ContainerRelativeShape` inside a `containerShape(_:)` takes the container's shape.
    /// A shape mirrored for the layout direction (``LayoutMirroredShape``) is placed as its
    /// shape is, then mirrored about the frame's vertical centre line.
    func placedPath(in frame: CGRect, container: ContainerShapeContext? = nil) -> Path {
        if let mirrored = self as? LayoutMirroredShape {
            return mirrored.shape.placedPath(in: frame, container: container)
                .applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0))
        }
        let rect = CGRect(origin: .zero, size: frame.size)
        let local: Path
        if let relative = self as? ContainerRelativeShape, let container {
            local = relative.path(in: rect, frame: frame, container: container)
        } else {
            local = path(in: rect)
        }
        return local.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
