/// How progress shows, as SwiftUI's `ProgressViewStyle`: a spinner, a bar, or a custom style
/// drawing the configuration.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress style draws: the fraction done (nil when unknown) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The label describing the current value, as a view.
    public struct CurrentValueLabel: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The fraction done, 0…1 (clamped as the progress view clamps it); nil when unknown.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The platform's look: a bar when the fraction is known, else a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: .automatic, configuration: configuration) }
}

/// A spinner. On iOS a circular progress view has no determinate look: it spins whatever
/// the fraction, as Apple documents for platforms without a determinate circular style.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: .circular, configuration: configuration) }
}

/// A bar; an unknown fraction shows the empty track.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(kind: .linear, configuration: configuration).transformEnvironment(\.tint) { if let tint = self.tint { $0 = tint } }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

private struct ProgressViewStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<ProgressViewStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var progressViewStyles: StyleStack<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleStackKey.self] }
        set { self[ProgressViewStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.progressViewStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// A built-in progress style's body: a bar with its label above and its current value label
/// below, or a spinner (sized by the control size) over its label.
struct BuiltInProgressBody: View, BuiltInControl {
    enum Kind { case automatic, circular, linear }
    let kind: Kind
    let configuration: ProgressViewStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let bar: Double? = switch kind {
        case .automatic: configuration.fractionCompleted
        case .circular: nil
        case .linear: configuration.fractionCompleted ?? 0
        }
        return Group {
            if let bar {
                VStack(alignment: .leading, spacing: 6) {
                    configuration.label
                    LinearProgressBar(fraction: bar, tint: environment.tintOrAccent)
                    configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
                }
            } else {
                VStack(spacing: 8) {
                    Spinner(side: environment.controlSize == .large || environment.controlSize == .extraLarge ? 37
                            : environment.controlSize == .regular ? 20 : 16)
                    configuration.label.foregroundStyle(.secondary)
                }
            }
        }
    }
}
