import Foundation

/// UIKit's edge insets, as `ViewImageConfig.safeArea` takes them on iOS.
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's layout directions, as `UITraitCollection(layoutDirection:)` takes them.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits a snapshot is taken with, as the `traits:` argument of swift-snapshot-testing's
/// `.image` strategies on iOS. The traits RowRaster can render are here: the display scale and
/// the layout direction. A trait iOS has and RowRaster does not render yet (the interface
/// style, the content size category) has no initializer, so a test that sets one does not
/// compile rather than silently render something else.
public struct UITraitCollection: Sendable, Hashable {
    /// The scale of the image, 0 when unspecified (a snapshot is then taken at @3x, the scale
    /// of the iPhone simulators teams record on).
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    public init() {}

    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    /// The traits of all the collections, later ones winning where they specify a trait.
    public init(traitsFrom collections: [UITraitCollection]) {
        for collection in collections {
            if collection.displayScale != 0 { displayScale = collection.displayScale }
            if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
        }
    }
}
