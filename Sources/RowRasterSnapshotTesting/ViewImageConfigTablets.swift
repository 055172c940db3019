import Foundation
import RowRaster

extension ViewImageConfig {
    /// An iPad orientation with the share of the screen a Split View gives the app.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// An iPad of RowRaster's device table in an orientation and split: the app's width, and
    /// the screen's height and safe area in that orientation (the same in every split).
    static func tablet(_ name: String, _ orientation: TabletOrientation) -> ViewImageConfig {
        let device = tableDevice(name)
        guard let widths = device.splitWidths else { preconditionFailure("\(name) is not an iPad of DeviceScreen.all") }
        let width: CGFloat
        let turned: InterfaceOrientation
        switch orientation {
        case .landscape(let split):
            turned = .landscapeLeft
            width = switch split {
            case .oneThird: widths.landscape[0]
            case .oneHalf: widths.landscape[1]
            case .twoThirds: widths.landscape[2]
            case .full: widths.landscape[3]
            }
        case .portrait(let split):
            turned = .portrait
            width = switch split {
            case .oneThird: widths.portrait[0]
            case .twoThirds: widths.portrait[1]
            case .full: widths.portrait[2]
            }
        }
        let (screen, insets) = device.screen(turned)
        return ViewImageConfig(safeArea: UIEdgeInsets(insets), size: CGSize(width: width, height: screen.height))
    }

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { device("iPad mini", orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad mini", orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { device("iPad (10.2-inch)", orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad (10.2-inch)", orientation) }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { device("iPad Pro (10.5-inch)", orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad Pro (10.5-inch)", orientation) }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { device("iPad Pro (11-inch)", orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad Pro (11-inch)", orientation) }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { device("iPad Pro (12.9-inch)", orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("iPad Pro (12.9-inch)", orientation) }
}
