import Foundation

/// The app, as UIKit's `UIApplication`, for what SwiftUI files ask of it in actions. A render
/// runs no actions, and a render is no running app: opening a URL does nothing and reports
/// that nothing opened.
@MainActor @preconcurrency
public final class UIApplication {
    private init() {}

    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Options for `open(_:options:completionHandler:)`, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Does nothing: a render opens no other app. The handler hears `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Does nothing and returns `false`: a render opens no other app.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// `false`: no other app is installed beside a render.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The icon badge; a render has no icon, so setting it changes nothing.
    public var applicationIconBadgeNumber = 0
    /// Whether the screen may dim; a render has no screen to keep awake.
    public var isIdleTimerDisabled = false
}
