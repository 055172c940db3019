/// How a toggle looks, as SwiftUI's `ToggleStyle`: a switch (iOS's automatic look), a button
/// that shows its state, or a custom style drawing the configuration.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style draws: the label, and the value with its binding.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: false for a single binding.
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The iOS switch.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
    let tint: Color?

    public init() { tint = nil }

    /// A switch in `tint` when on (the older spelling of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration).transformEnvironment(\.tint) { if let tint = self.tint { $0 = tint } }
    }
}

/// The platform's toggle: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleBody(configuration: configuration) }
}

/// A button showing its state: the label in the tint, on a light wash of it when on.
public struct ButtonToggleStyle: ToggleStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonToggleBody(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

private struct ToggleStyleStackKey: EnvironmentKey { static var defaultValue: StyleStack<ToggleStyleConfiguration> { StyleStack() } }

extension EnvironmentValues {
    var toggleStyles: StyleStack<ToggleStyleConfiguration> {
        get { self[ToggleStyleStackKey.self] }
        set { self[ToggleStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.toggleStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The button look of a toggle, as iOS draws `.toggleStyle(.button)`: a bordered button's
/// label and padding in the tint, its light wash shown only when the toggle is on.
struct ButtonToggleBody: View, BuiltInControl {
    let configuration: ToggleStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        ButtonRendition(kind: .bordered, role: nil, size: environment.controlSize, tint: environment.tint,
                        hasFont: environment.font != nil, isEnabled: environment.isEnabled, keepsForeground: false,
                        label: configuration.label, showsWash: configuration.isOn)
    }
}
