import Foundation
import RowRaster

/// A device screen to snapshot a view in, as swift-snapshot-testing's `ViewImageConfig`: its
/// size in points, its safe area, and the traits the snapshot is taken with. The presets have
/// the library's sizes and safe areas: iPhones here, iPads (with Split View widths) in
/// ViewImageConfigTablets.swift.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone of `width`×`height` points in portrait; a status bar `top` tall, a home
    /// indicator `bottom` tall, and landscape side insets `side` (the notch).
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                              top: CGFloat, bottom: CGFloat, side: CGFloat) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: width, height: height))
        case .landscape:
            // Phones with a home button have no landscape insets; the others keep the home
            // indicator below and the notch's width at both sides.
            let insets = side == 0 ? UIEdgeInsets.zero : UIEdgeInsets(top: 0, left: side, bottom: 21, right: side)
            return ViewImageConfig(safeArea: insets, size: CGSize(width: height, height: width))
        }
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, side: 0)
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, side: 0)
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, top: 20, bottom: 0, side: 0)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        notched(phone(orientation, width: 375, height: 812, top: 44, bottom: 34, side: 44), orientation, bottom: 24)
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        notched(phone(orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44), orientation, bottom: 24)
    }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        notched(phone(orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44), orientation, bottom: 24)
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47)
    }

    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47)
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, side: 50)
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47)
    }

    /// The first notched phones' landscape home indicator is 24 points, not 21.
    private static func notched(_ config: ViewImageConfig, _ orientation: Orientation, bottom: CGFloat) -> ViewImageConfig {
        guard orientation == .landscape else { return config }
        var copy = config
        copy.safeArea.bottom = bottom
        return copy
    }
}
