import RowRaster

/// An iPhone as a preview canvas: its screen in points, pixels per point and safe areas (portrait;
/// in landscape the sensor housing's inset moves to the sides and the home indicator's shrinks).
package struct PreviewDeviceSpec: Sendable, Hashable {
    package var name: String
    package var size: CGSize
    package var scale: CGFloat
    /// Portrait safe-area insets: top (status bar, notch or Dynamic Island) and bottom (home indicator).
    package var top: CGFloat
    package var bottom: CGFloat

    /// Apple's published screen sizes and safe areas of current and common iPhones.
    package static let all: [PreviewDeviceSpec] = [
        PreviewDeviceSpec(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2, top: 20, bottom: 0),
        PreviewDeviceSpec(name: "iPhone 13 mini", size: CGSize(width: 375, height: 812), scale: 3, top: 50, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3, top: 47, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3, top: 59, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3, top: 59, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3, top: 59, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3, top: 62, bottom: 34),
        PreviewDeviceSpec(name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956), scale: 3, top: 62, bottom: 34),
    ]

    /// The default: a 390 × 844 pt phone at @3x (iPhone 14).
    package static let standard = all[2]

    /// The device with this name, ignoring case, spaces and punctuation (`iphone-15-pro`), or nil.
    package static func named(_ name: String) -> PreviewDeviceSpec? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The screen in points and the safe-area insets for an orientation.
    package func screen(_ orientation: InterfaceOrientation) -> (size: CGSize, insets: EdgeInsets) {
        switch orientation {
        case .landscapeLeft, .landscapeRight:
            // iOS reports the housing's inset on both sides in landscape, and a shorter home indicator.
            let side = top > 20 ? top : 0
            return (CGSize(width: size.height, height: size.width),
                    EdgeInsets(top: 0, leading: side, bottom: bottom > 0 ? 21 : 0, trailing: side))
        case .portraitUpsideDown:
            return (size, EdgeInsets(top: bottom > 0 ? top : 20, leading: 0, bottom: bottom, trailing: 0))
        default:
            return (size, EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
        }
    }
}

