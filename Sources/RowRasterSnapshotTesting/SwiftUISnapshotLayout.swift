import Foundation

/// The size a view is snapshotted at, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view in a device's screen: proposed the screen less its safe area, centred there,
    /// on the screen's white background; the image is the whole screen.
    case device(config: ViewImageConfig)
    /// The view proposed exactly this size and centred in it, on white.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size (nothing proposed), on white.
    case sizeThatFits
}
