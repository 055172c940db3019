import Foundation

extension DeviceScreen {
    /// Apple's published screen sizes and safe areas (points) of the iPhones and iPads that
    /// previews and snapshot suites name.
    package static let all: [DeviceScreen] = [
        homeButtonPhone("iPhone SE (1st generation)", width: 320, height: 568, scale: 2),
        homeButtonPhone("iPhone 8", width: 375, height: 667, scale: 2),
        homeButtonPhone("iPhone SE (3rd generation)", width: 375, height: 667, scale: 2),
        homeButtonPhone("iPhone 8 Plus", width: 414, height: 736, scale: 3),
        // The first notched phones' landscape home indicator is 24 points; later ones, 21.
        notchedPhone("iPhone X", width: 375, height: 812, scale: 3, top: 44, landscapeBottom: 24),
        notchedPhone("iPhone XS Max", width: 414, height: 896, scale: 3, top: 44, landscapeBottom: 24),
        notchedPhone("iPhone XR", width: 414, height: 896, scale: 2, top: 44, landscapeBottom: 24),
        notchedPhone("iPhone 12", width: 390, height: 844, scale: 3, top: 47),
        notchedPhone("iPhone 12 Pro Max", width: 428, height: 926, scale: 3, top: 47),
        notchedPhone("iPhone 13 mini", width: 375, height: 812, scale: 3, top: 50),
        notchedPhone("iPhone 13", width: 390, height: 844, scale: 3, top: 47),
        notchedPhone("iPhone 13 Pro Max", width: 428, height: 926, scale: 3, top: 47),
        notchedPhone("iPhone 14", width: 390, height: 844, scale: 3, top: 47),
        notchedPhone("iPhone 15", width: 393, height: 852, scale: 3, top: 59),
        notchedPhone("iPhone 15 Pro", width: 393, height: 852, scale: 3, top: 59),
        notchedPhone("iPhone 15 Pro Max", width: 430, height: 932, scale: 3, top: 59),
        notchedPhone("iPhone 16 Pro", width: 402, height: 874, scale: 3, top: 62),
        notchedPhone("iPhone 16 Pro Max", width: 440, height: 956, scale: 3, top: 62),
        tablet("iPad mini", short: 768, long: 1024, landscape: [320, 507, 694, 1024], portrait: [320, 438, 768]),
        tablet("iPad (10.2-inch)", short: 810, long: 1080, landscape: [320, 535, 750, 1080], portrait: [320, 480, 810]),
        tablet("iPad Pro (10.5-inch)", short: 834, long: 1112, landscape: [320, 551, 782, 1112], portrait: [320, 504, 834]),
        tablet("iPad Pro (11-inch)", short: 834, long: 1194, landscape: [375, 592, 809, 1194], portrait: [320, 504, 834],
               insets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        tablet("iPad Pro (12.9-inch)", short: 1024, long: 1366, landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024]),
    ]

    /// The device previews fill unless one is named: a 390 × 844 pt phone at @3x.
    package static let standard = named("iPhone 14")!

    /// A phone with a home button: a 20-point status bar in portrait, nothing in landscape.
    private static func homeButtonPhone(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat) -> DeviceScreen {
        DeviceScreen(name: name, size: CGSize(width: width, height: height), scale: scale,
                     portraitInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                     landscapeInsets: EdgeInsets(), splitWidths: nil)
    }

    /// A phone with a notch or Dynamic Island `top` points tall and a home indicator: in
    /// landscape the housing's inset is on both sides.
    private static func notchedPhone(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat,
                                     landscapeBottom: CGFloat = 21) -> DeviceScreen {
        DeviceScreen(name: name, size: CGSize(width: width, height: height), scale: scale,
                     portraitInsets: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
                     landscapeInsets: EdgeInsets(top: 0, leading: top, bottom: landscapeBottom, trailing: top),
                     splitWidths: nil)
    }

    /// An iPad at @2x, with the same safe area in every orientation and split.
    private static func tablet(_ name: String, short: CGFloat, long: CGFloat, landscape: [CGFloat], portrait: [CGFloat],
                               insets: EdgeInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)) -> DeviceScreen {
        DeviceScreen(name: name, size: CGSize(width: short, height: long), scale: 2, portraitInsets: insets,
                     landscapeInsets: insets, splitWidths: SplitWidths(landscape: landscape, portrait: portrait))
    }
}
