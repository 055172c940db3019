import Foundation

/// One device's screen: its size in points, its pixels per point and its safe areas, as Apple
/// publishes them. Previews (`--device`, `.previewDevice`) and snapshot tests
/// (`ViewImageConfig.iPhone13`, `.iPadPro11(.landscape(splitView: .oneHalf))`) read the same
/// table, `DeviceScreen.all`.
package struct DeviceScreen: Sendable, Hashable {
    /// The name Xcode's device list gives it (`iPhone 15 Pro`).
    package var name: String
    /// The screen in portrait, in points.
    package var size: CGSize
    package var scale: CGFloat
    /// The safe area in portrait (and upside down): the status bar, notch or Dynamic Island,
    /// and the home indicator.
    package var portraitInsets: EdgeInsets
    /// The safe area in landscape: phones with a home button have none (the status bar is
    /// hidden); notched ones keep the housing's inset on both sides and a shorter home
    /// indicator; iPads keep their portrait insets.
    package var landscapeInsets: EdgeInsets
    /// An iPad's app widths in Split View; nil for phones.
    package var splitWidths: SplitWidths?

    /// The widths, in points, Split View gives an app on an iPad.
    package struct SplitWidths: Sendable, Hashable {
        /// ⅓, ½, ⅔ and the full screen, in landscape.
        package var landscape: [CGFloat]
        /// ⅓, ⅔ and the full screen, in portrait.
        package var portrait: [CGFloat]
    }

    /// The device being rendered, which `UIScreen.main` and `UIDevice.current` describe: the
    /// previews runner sets it around making and drawing each preview; elsewhere it is the
    /// default preview device.
    @TaskLocal package static var current = DeviceScreen.standard

    /// The device with this name, ignoring case, spaces and punctuation (`iphone-15-pro`), or nil.
    package static func named(_ name: String) -> DeviceScreen? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The screen in points and its safe area in an orientation.
    package func screen(_ orientation: InterfaceOrientation) -> (size: CGSize, insets: EdgeInsets) {
        switch orientation {
        case .landscapeLeft, .landscapeRight: (CGSize(width: size.height, height: size.width), landscapeInsets)
        default: (size, portraitInsets)
        }
    }
}
