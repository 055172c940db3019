/// The look of `LabeledContent`, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled-content style draws: the label and the content, as views.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The content, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

/// The platform's look: label leading, content trailing in the secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticLabeledContentBody(configuration: configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

private struct LabeledContentStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<LabeledContentStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var labeledContentStyles: StyleStack<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStyleStackKey.self] }
        set { self[LabeledContentStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the labeled content inside.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.labeledContentStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}
