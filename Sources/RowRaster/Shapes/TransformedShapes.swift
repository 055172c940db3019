/// A shape trimmed to a fraction of its outline's length (`trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// A trimmed shape mirrors as its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape rotated about an anchor of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchoredTransform(CGAffineTransform(rotationAngle: angle.radians), about: anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchoredTransform(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape drawn through an affine transform (in its frame's coordinates), as SwiftUI's
/// `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// `t` applied about `anchor` of `rect`.
private func anchoredTransform(_ t: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
}

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// The shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// The shape through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape {
    /// A rotated shape mirrors as its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// A rotated shape keeps its shape's role.
    public static var role: ShapeRole { Content.role }
}

extension ScaledShape {
    /// A scaled shape mirrors as its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// A scaled shape keeps its shape's role.
    public static var role: ShapeRole { Content.role }
}

extension OffsetShape {
    /// A moved shape mirrors as its shape does (its offset with it).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// A moved shape keeps its shape's role.
    public static var role: ShapeRole { Content.role }
}

extension TransformedShape {
    /// A transformed shape mirrors as its shape does (its transform with it).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// A transformed shape keeps its shape's role.
    public static var role: ShapeRole { Content.role }
}

/// A shape with a size of its own (`size(_:)`): its path is drawn at that size from its
/// frame's top-leading corner. Its layout is a plain shape's (it fills what it is offered),
/// as in SwiftUI, so the path can overflow or underfill the frame.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    /// Where the sized rect sits in the frame: the frame's point at the anchor and the sized
    /// rect's point at the anchor coincide (the top-leading corners for `size(_:)`).
    public var anchor: UnitPoint

    public init(shape: S, size: CGSize, anchor: UnitPoint = .topLeading) {
        self.shape = shape
        self.size = size
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }

    /// A sized shape keeps its shape's role.
    public static var role: ShapeRole { S.role }

    /// A sized shape mirrors as its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Shape {
    /// The shape's path at a fixed `size`, whatever frame it is placed in.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// The shape's path at a fixed `width` × `height`, whatever frame it is placed in.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The shape's path at a fixed `size`, placed in its frame by `anchor` (iOS 18):
    /// `.center` centres it, `.bottomTrailing` puts it in the frame's bottom-trailing corner.
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape { _SizedShape(shape: self, size: size, anchor: anchor) }

    /// The shape's path at a fixed `width` × `height`, placed in its frame by `anchor` (iOS 18).
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
    }
}
