import RowRaster

/// The screen the view is rendered on, as UIKit's `UIScreen`: the device a preview names (or
/// `rowraster previews --device`), and the default preview device elsewhere.
@MainActor @preconcurrency
public final class UIScreen {
    private let device: DeviceScreen

    private init(device: DeviceScreen) { self.device = device }

    /// The screen of the device being rendered.
    public static var main: UIScreen { UIScreen(device: DeviceScreen.current) }

    /// The screen in points, in portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The screen in pixels, in portrait.
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: device.size.width * device.scale, height: device.size.height * device.scale))
    }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// Pixels per point.
    public var nativeScale: CGFloat { device.scale }
    /// Full brightness, as nothing dimmed it.
    public var brightness: CGFloat { 1 }
}

/// The device the view runs on, as UIKit's `UIDevice`: an iPhone (or iPad, when the rendered
/// device is one) on iOS 17.4, in portrait.
@MainActor @preconcurrency
public final class UIDevice {
    private let device: DeviceScreen

    private init(device: DeviceScreen) { self.device = device }

    /// The device being rendered.
    public static var current: UIDevice { UIDevice(device: DeviceScreen.current) }

    /// The kinds of device, as UIKit's `UIUserInterfaceIdiom`.
    public enum UserInterfaceIdiom: Int, Sendable, Hashable {
        case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    }

    /// Whether the device is a phone or a pad.
    public var userInterfaceIdiom: UserInterfaceIdiom { device.splitWidths == nil ? .phone : .pad }
    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// "iPhone" or "iPad".
    public var localizedModel: String { model }
    /// The device's name as Xcode lists it (`iPhone 14`).
    public var name: String { device.name }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version RowRaster draws as, 17.4.
    public var systemVersion: String { "17.4" }
    /// Portrait: a render is upright.
    public var orientation: UIDeviceOrientation { .portrait }
    /// No identifier: a render is no installed app.
    public var identifierForVendor: UUID? { nil }
    /// Off, and stays off when set: a render reads no battery. (Each `current` is made for the
    /// device being rendered, so a stored flag would not outlive the expression that set it.)
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// -1, as UIKit reports without monitoring.
    public var batteryLevel: Float { -1 }
}

/// The orientations of a device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
