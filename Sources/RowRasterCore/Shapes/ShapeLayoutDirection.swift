extension Shape {
    /// Right to left, a shape's path is mirrored horizontally in its frame unless the shape
    /// says otherwise, as on iOS 17 (a custom arrow then points the reading direction).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// The shape as drawn in `direction`: mirrored when its ``layoutDirectionBehavior``
    /// mirrors in that direction, else itself.
    package func mirrored(for direction: LayoutDirection) -> any Shape {
        mirrors(in: direction) ? LayoutMirroredShape(shape: self) : self
    }

    /// Whether the shape's ``layoutDirectionBehavior`` mirrors it in `direction`.
    package func mirrors(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirroredDirection) = layoutDirectionBehavior { return mirroredDirection == direction }
        return false
    }
}

/// A shape drawn mirrored for the layout direction: its path is the shape's, mirrored about
/// the vertical centre line of the rectangle it is drawn in. Views make it (from the
/// environment's layout direction) before drawing or clipping with a shape.
package struct LayoutMirroredShape: Shape {
    package let shape: any Shape

    package func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
    }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// Already mirrored: never mirrored again.
    package var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Rectangle {
    /// A rectangle is the same mirrored: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
    /// A rounded rectangle is the same mirrored: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
    /// A capsule is the same mirrored: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
    /// An ellipse is the same mirrored: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// A circle is the same mirrored: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
