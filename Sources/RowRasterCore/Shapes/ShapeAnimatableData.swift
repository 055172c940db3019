/// What shapes and their styles animate, as SwiftUI's conformances have it: a rounded
/// rectangle's corner size, an uneven one's four radii, a stroke's width, miter limit and
/// dash phase.

extension RectangleCornerRadii: Animatable {
    /// The four radii: top-leading with top-trailing, then bottom-trailing with bottom-leading.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading)) }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension UnevenRoundedRectangle {
    /// The corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension RoundedRectangle {
    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit with the dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            (miterLimit, dashPhase) = (newValue.second.first, newValue.second.second)
        }
    }
}
