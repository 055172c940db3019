import Foundation

/// Haptics, as UIKit's feedback generators: a render has no Taptic Engine, and the actions that
/// play feedback do not run in one, so each of these does nothing.

/// The base of the generators, as UIKit's `UIFeedbackGenerator`.
@MainActor @preconcurrency
public class UIFeedbackGenerator {
    public init() {}
    /// Would wake the Taptic Engine; does nothing.
    public func prepare() {}
}

/// A physical tap, as UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the tap is.
    public enum FeedbackStyle: Int, Sendable, Hashable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public override init() {
        style = .medium
    }

    /// Would play the tap; does nothing.
    public func impactOccurred() {}
    /// Would play the tap at `intensity` (0…1); does nothing.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which notification.
    public enum FeedbackType: Int, Sendable, Hashable {
        case success, warning, error
    }

    /// Would play the notification's haptic; does nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a changing selection, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Would play the tick; does nothing.
    public func selectionChanged() {}
}
