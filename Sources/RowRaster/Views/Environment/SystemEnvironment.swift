// The environment values an app reads about the device, the scene and the system's settings,
// with the values an iPhone in portrait has in a first frame: compact width, regular height,
// an active scene, no search or focus in progress. (Accessibility settings: AccessibilityModifiers.swift.) A
// render can set those SwiftUI lets an app set (`.environment(\.horizontalSizeClass, .regular)`).

import Foundation

/// The width or height class of the screen area, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Whether the app's scene is in front, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The font weight the Bold Text setting asks for, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListRowNode.defaultMinimumRowHeight }
}
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    /// Compact on iPhone in portrait (the default here), regular on iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Regular on iPhone in portrait (the default here), compact in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Active: a rendered screen is the one in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Regular unless the Bold Text setting is on.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The width of one pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    /// Whether a search field around the view is active: never in a first frame (read-only, as
    /// in SwiftUI, which sets it itself).
    public var isSearching: Bool { false }

    /// Whether the nearest focusable ancestor has focus: never in a first frame (read-only).
    public var isFocused: Bool { false }

    /// Whether the view's window is active: a rendered screen is the one in front.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Whether Assistive Access is on: off, as on a phone set up as most are (read-only).
    public var accessibilityAssistiveAccessEnabled: Bool { false }

    /// Whether scroll views inside scroll; `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }

    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    /// The keyboard shortcut of the enclosing button: none is held in a render (read-only).
    public var keyboardShortcut: KeyboardShortcut? { nil }

    /// The least height of a list row, 44 points by default; a list reads it where it is, so
    /// set it around the `List` (`.environment(\.defaultMinListRowHeight, 60)`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section header, nil (the header's own height) by default; a
    /// list reads it where it is, as `defaultMinListRowHeight`.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// Whether the display dims its content (watchOS's always-on); never on iPhone.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Stops scroll views inside from scrolling; at rest a disabled scroll view looks the same.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
    }
}
