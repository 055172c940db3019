/// Environment values for settings that only matter once someone interacts: how menus open,
/// how scroll views bounce and dismiss the keyboard, whether typing is autocorrected. The
/// modifiers that set them (`menuOrder(_:)`, `scrollBounceBehavior(_:axes:)`, …) store them
/// here, where views and tests can read them back; nothing at rest draws differently.

private struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct DisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }

extension EnvironmentValues {
    /// The order menus inside list their items in when opened (`menuOrder(_:)`).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether menus inside show their indicator (`menuIndicator(_:)`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether text fields inside turn autocorrection off (`autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }

    /// The iOS 13 form of `autocorrectionDisabled`: nil leaves the field's own choice.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// When scrolling dismisses the keyboard in scroll views inside (`scrollDismissesKeyboard(_:)`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// How scroll views inside bounce vertically (`scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scroll views inside bounce horizontally (`scrollBounceBehavior(_:axes:)`).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
}
