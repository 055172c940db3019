import Foundation

/// UIKit's layout directions, as `UITraitCollection(layoutDirection:)` takes them.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// UIKit's light and dark interface styles, as `UITraitCollection.userInterfaceStyle` holds them.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// UIKit's contrast setting (Settings › Accessibility › Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The traits a dynamic `UIColor` resolves against, and a snapshot is taken with (the `traits:`
/// argument of swift-snapshot-testing's `.image` strategies).
///
/// The traits RowRaster renders are here: the display scale, the layout direction, the interface
/// style and the contrast. A trait iOS has and RowRaster does not render through traits (the content
/// size category: use `RenderAppearance` or `\.dynamicTypeSize`) has no initializer, so code that sets
/// one does not compile rather than silently render something else.
public struct UITraitCollection: Sendable, Hashable {
    /// The scale of the image, 0 when unspecified (a snapshot is then taken at @3x, the scale
    /// of the iPhone simulators teams record on).
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified

    public init() {}

    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }

    /// The traits of all the collections, later ones winning where they specify a trait.
    public init(traitsFrom collections: [UITraitCollection]) {
        for collection in collections {
            if collection.displayScale != 0 { displayScale = collection.displayScale }
            if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
            if collection.userInterfaceStyle != .unspecified { userInterfaceStyle = collection.userInterfaceStyle }
            if collection.accessibilityContrast != .unspecified { accessibilityContrast = collection.accessibilityContrast }
        }
    }

    /// The traits of a colour scheme and contrast, as a view in that environment has them.
    package init(colorScheme: ColorScheme, contrast: ColorSchemeContrast) {
        userInterfaceStyle = colorScheme == .dark ? .dark : .light
        accessibilityContrast = contrast == .increased ? .high : .normal
    }

    /// The colour scheme these traits draw in (light when unspecified, as on iOS).
    package var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }

    /// The contrast these traits draw at (standard when unspecified).
    package var colorSchemeContrast: ColorSchemeContrast { accessibilityContrast == .high ? .increased : .standard }
}
