import Foundation

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

    /// An iPad's app widths in points, landscape (⅓, ½, ⅔, full) and portrait (⅓, ⅔, full), its
    /// screen's short and long sides, and its safe area (the same in every split).
    private struct Tablet {
        var landscape: (CGFloat, CGFloat, CGFloat, CGFloat)
        var portrait: (CGFloat, CGFloat, CGFloat)
        var short: CGFloat, long: CGFloat
        var safeArea: UIEdgeInsets

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let size: CGSize
            switch orientation {
            case .landscape(let split):
                let width = switch split {
                case .oneThird: landscape.0
                case .oneHalf: landscape.1
                case .twoThirds: landscape.2
                case .full: landscape.3
                }
                size = CGSize(width: width, height: short)
            case .portrait(let split):
                let width = switch split {
                case .oneThird: portrait.0
                case .twoThirds: portrait.1
                case .full: portrait.2
                }
                size = CGSize(width: width, height: long)
            }
            return ViewImageConfig(safeArea: safeArea, size: size)
        }

        func config(_ orientation: Orientation) -> ViewImageConfig {
            config(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let mini = Tablet(landscape: (320, 507, 694, 1024), portrait: (320, 438, 768), short: 768, long: 1024, safeArea: statusBar)
    private static let tenTwo = Tablet(landscape: (320, 535, 750, 1080), portrait: (320, 480, 810), short: 810, long: 1080, safeArea: statusBar)
    private static let proTenFive = Tablet(landscape: (320, 551, 782, 1112), portrait: (320, 504, 834), short: 834, long: 1112, safeArea: statusBar)
    private static let proEleven = Tablet(landscape: (375, 592, 809, 1194), portrait: (320, 504, 834), short: 834, long: 1194,
                                          safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let proTwelveNine = Tablet(landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), short: 1024, long: 1366, safeArea: statusBar)

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { mini.config(orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tenTwo.config(orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenTwo.config(orientation) }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { proTenFive.config(orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { proTenFive.config(orientation) }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { proEleven.config(orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { proEleven.config(orientation) }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { proTwelveNine.config(orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { proTwelveNine.config(orientation) }
}
