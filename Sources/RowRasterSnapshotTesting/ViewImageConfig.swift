import Foundation
import RowRaster

/// A device screen to snapshot a view in, as swift-snapshot-testing's `ViewImageConfig`: its
/// size in points, its safe area, and the traits the snapshot is taken with. The presets have
/// the library's sizes and safe areas, read from the device table previews use too: iPhones
/// here, iPads (with Split View widths) in ViewImageConfigTablets.swift.
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

    /// The device of RowRaster's table (the one previews use) that a preset names.
    static func tableDevice(_ name: String) -> DeviceScreen {
        guard let device = DeviceScreen.named(name) else { preconditionFailure("\(name) is not in DeviceScreen.all") }
        return device
    }

    /// A device of the table in an orientation, its whole screen (an iPad's full split).
    static func device(_ name: String, _ orientation: Orientation) -> ViewImageConfig {
        let (size, insets) = tableDevice(name).screen(orientation == .landscape ? .landscapeLeft : .portrait)
        return ViewImageConfig(safeArea: UIEdgeInsets(insets), size: size)
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { device("iPhone SE (1st generation)", orientation) }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 8", orientation) }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 8 Plus", orientation) }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { device("iPhone X", orientation) }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { device("iPhone XS Max", orientation) }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { device("iPhone XR", orientation) }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 12", orientation) }

    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 12 Pro Max", orientation) }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 13", orientation) }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 13 mini", orientation) }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { device("iPhone 13 Pro Max", orientation) }
}
