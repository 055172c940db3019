/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own (a chat bubble with one sharp corner, a
/// card rounded only on top), as SwiftUI's `UnevenRoundedRectangle`. Each radius is clamped to
/// half the shorter side; continuous corners fall back to circular ones where they do not fit.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let radii = cornerRadii, inset = insetAmount
        return Path { path in
            for element in UnevenCornerGeometry.elements(
                in: r, topLeading: radii.topLeading - inset, bottomLeading: radii.bottomLeading - inset,
                bottomTrailing: radii.bottomTrailing - inset, topTrailing: radii.topTrailing - inset, style: style) {
                switch element {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .closeSubpath: path.closeSubpath()
                }
            }
        }
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The shape of the container a view is in (a widget, a list cell's rounded background);
/// outside any container, as in a row rendered on its own, it is the view's rectangle, as on iOS.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Rectangle().inset(by: insetAmount).path(in: rect) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
