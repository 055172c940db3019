/// Whether controls respond (`isEnabled`, `.disabled(_:)`) and how a disabled control looks.

private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether the controls here respond to the user: false inside `.disabled(true)`.
    /// Custom styles read it (`@Environment(\.isEnabled)`) to draw their disabled look.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables the controls inside when `disabled` is true. As in SwiftUI an inner
    /// `.disabled(false)` cannot enable what an outer `.disabled(true)` disabled: the
    /// environment's `isEnabled` is the conjunction of every level.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
    }
}

/// The colours iOS draws disabled controls in (dynamic: light or dark with the scheme).
///
/// UIKit's system button (and SwiftUI's borderless and bordered buttons, which draw through
/// it) takes the `tertiaryLabel` colour for its title when disabled, and the filled styles
/// swap their tint fill for `tertiarySystemFill` (UIButton.Configuration's disabled
/// background). `UISwitch` keeps its colours and draws at half opacity (alpha 0.5, the value
/// UISwitch look-alikes restore, e.g. github.com/xueqooy/XUI LLPUI/src/Gizmos/Switch.swift).
/// Control labels in forms (a toggle's, a stepper's, a picker's title) turn to the same
/// tertiary label grey as button titles. These values come from UIKit's documented semantic
/// colours and common knowledge of iOS 17, not from a measurement of a device's pixels.
enum DisabledLook {
    /// tertiaryLabel: disabled button titles, control labels, stepper glyphs.
    static let foreground = ControlColors.placeholder
    /// tertiarySystemFill: the background of a disabled bordered or prominent button.
    static let fill = ControlColors.well
    /// The opacity of a disabled switch.
    static let switchOpacity = 0.5
}

nonisolated extension View {
    /// The label of a control, in the disabled grey when `isEnabled` is false. It is set as a
    /// foreground style, so text with a colour of its own keeps it.
    @ViewBuilder func disabledLabel(_ isEnabled: Bool) -> some View {
        if isEnabled { self } else { foregroundStyle(DisabledLook.foreground) }
    }
}
