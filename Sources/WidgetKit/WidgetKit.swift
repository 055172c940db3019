@_exported import Foundation
@_exported import SwiftUI

// `import WidgetKit` for rows an app shares with its widgets: the names such views use, drawn
// as the app shows them (in full colour, outside any widget container). Widget definitions,
// timelines and configurations are not view code and are not here.

extension ContainerBackgroundPlacement {
    /// A widget's background: the view's widget draws it; in the app, nothing does.
    public static var widget: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "widget") }
}

/// How a widget is drawn, as WidgetKit's `WidgetRenderingMode`: an app draws in full colour.
public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// Colours as the view gives them, on the Home Screen and in the app.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// The accent group and the rest in two tints (iOS 18 tinted Home Screen, watch faces).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Shades of one colour over a blurred background (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

/// The sizes of widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    public var description: String { rawValue }
}

private struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// How the widget is drawn: full colour in an app, unless set.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// The widget's size: `.systemSmall` unless set, as WidgetKit's default.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Whether the widget's container background shows: true unless set.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts the view in the accent group of an accented widget; in full colour, as an app
    /// draws, nothing changes.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// The URL a tap on the widget opens; a render draws the view unchanged.
    public func widgetURL(_ url: URL?) -> some View { self }
}

/// Asks widgets to reload their timelines, as WidgetKit's `WidgetCenter`: an app's model calls
/// it after saving; a render has no widgets, so it does nothing.
public final class WidgetCenter: @unchecked Sendable {
    // @unchecked Sendable: it holds no state.
    public static let shared = WidgetCenter()
    private init() {}

    /// Does nothing: there are no widgets beside a render.
    public func reloadAllTimelines() {}
    /// Does nothing: there are no widgets beside a render.
    public func reloadTimelines(ofKind kind: String) {}
}
