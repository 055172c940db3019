/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): filling or stroking it again
/// draws the new layer over this one, so `Circle().fill(.red).stroke(.blue)` draws both.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape the view draws.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled with a style over a background view, as SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// How the inside of the shape is decided, and whether its edges are antialiased.
    public var fillStyle: FillStyle
    /// What is drawn beneath the fill (the shape view this one was made from).
    public var background: Background

    /// A fill of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// The fill, sized as the shape is, over the background at the same size.
    public var body: some View {
        _ShapeView(shape: shape, style: style, fillStyle: fillStyle).background(background)
    }
}

/// A shape's outline, centred on its path, drawn with a style over a background view, as
/// SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape outlined.
    public var shape: Content
    /// The style the outline is drawn with.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the outline's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn beneath the outline (the shape view this one was made from).
    public var background: Background

    /// An outline of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The outline, sized as the shape is, over the background at the same size.
    public var body: some View {
        _ShapeView(shape: _StrokedShape(shape: shape, style: strokeStyle), style: style,
                   fillStyle: FillStyle(antialiased: isAntialiased))
            .background(background)
    }
}

/// A shape's outline drawn inside its frame (the shape inset by half the line width) with a
/// style over a background view, as SwiftUI's `StrokeBorderShapeView`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape outlined.
    public var shape: Content
    /// The style the outline is drawn with.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the outline's edges are antialiased.
    public var isAntialiased: Bool
    /// What is drawn beneath the outline (the shape view this one was made from).
    public var background: Background

    /// An inside outline of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The outline, sized as the shape is, over the background at the same size.
    public var body: some View {
        _ShapeView(shape: _StrokedShape(shape: shape.inset(by: strokeStyle.lineWidth * 0.5), style: strokeStyle),
                   style: style, fillStyle: FillStyle(antialiased: isAntialiased))
            .background(background)
    }
}

extension Shape {
    /// The shape's outline, centred on its path, drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                      antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline, `lineWidth` wide and centred on its path, drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                      antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame with `content`, so the stroke does not spill out.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline, `lineWidth` wide, drawn inside its frame with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// The view's shape filled with `content`, drawn over this view.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// The view's shape outlined with `content`, drawn over this view.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                      antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The view's shape outlined `lineWidth` wide with `content`, drawn over this view.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                      antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// The view's shape outlined inside its frame with `content`, drawn over this view.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The view's shape outlined `lineWidth` wide inside its frame with `content`, drawn over this view.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
