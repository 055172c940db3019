/// Button styles with configurations, as SwiftUI's `PrimitiveButtonStyle` and `ButtonStyle`,
/// and the built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`).

/// A style that makes a button's whole body, interaction included, as SwiftUI's
/// `PrimitiveButtonStyle`. A render shows the resting state: `trigger()` is never called by
/// RowRaster, only by code that calls it.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style draws: the button's label and role, and its action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action, as a tap would.
    public func trigger() { action() }
}

/// A style that draws a button's label for a pressed or resting state, as SwiftUI's
/// `ButtonStyle`; the button keeps the standard interaction. A render is the resting state:
/// `isPressed` is false.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style draws: the label, the role, and whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: false in a render, which shows the resting state.
    public let isPressed: Bool
}

/// The platform's button style: borderless on iOS, in rows too.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: .borderless, configuration: configuration) }
}

/// The label as it is, in the foreground style around it.
public struct PlainButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: .plain, configuration: configuration) }
}

/// The label in the tint (or the foreground style set around the button).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: .borderless, configuration: configuration) }
}

/// The label in the tint on a light wash of it, in a rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(kind: .bordered, configuration: configuration) }
}

/// The label in white on the tint, in a rounded rectangle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .borderedProminent, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

private struct ButtonStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<PrimitiveButtonStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    /// The button styles set around, innermost last; a `ButtonStyle` is held as the
    /// primitive style that draws it at rest.
    var buttonStyles: StyleStack<PrimitiveButtonStyleConfiguration> {
        get { self[ButtonStyleStackKey.self] }
        set { self[ButtonStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the buttons inside: a built-in one or a custom `PrimitiveButtonStyle`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.buttonStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }

    /// The style of the buttons inside: a custom `ButtonStyle`, drawn unpressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.buttonStyles) { style, configuration in
            style.makeBody(configuration: ButtonStyleConfiguration(
                role: configuration.role, label: ButtonStyleConfiguration.Label(part: configuration.label.part), isPressed: false))
        }
    }
}

enum ButtonStyleKind: Hashable, Sendable {
    case plain, borderless, bordered, borderedProminent
}

/// A built-in style's body: its look for the role, the control size, the tint, the foreground
/// style and whether the button is enabled, read where the button is.
struct BuiltInButtonBody: View, BuiltInControl {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        ButtonRendition(kind: kind, role: configuration.role, size: environment.controlSize, tint: environment.tint,
                        hasFont: environment.font != nil, isEnabled: environment.isEnabled,
                        keepsForeground: environment.foregroundStyleIsExplicit, label: configuration.label)
    }
}
