/// How a `DisclosureGroup` draws, as SwiftUI's `DisclosureGroupStyle`: the platform's look
/// (the label with a chevron, the content below when expanded), or an app's own style, which
/// gets the label, the content and the expansion binding.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a disclosure group style draws, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The group's content, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: Label
    public let content: Content
    /// Whether the content shows; a style can flip it (a tap would, on iOS).
    @Binding public var isExpanded: Bool
}

/// The platform's look: the label with a chevron in the tint, the content indented below.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Hashable, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 11) {
            HStack(spacing: 8) {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureGroupChevron(isExpanded: configuration.isExpanded)
            }
            if configuration.isExpanded {
                configuration.content.padding(.leading, 16)
            }
        }
    }
}

/// The chevron beside a disclosure group's label, in the tint: right when collapsed, down when expanded.
private struct DisclosureGroupChevron: View {
    let isExpanded: Bool
    @Environment(\.self) private var environment

    var body: some View {
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(environment.tintOrAccent)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

private struct DisclosureGroupStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<DisclosureGroupStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var disclosureGroupStyles: StyleStack<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleStackKey.self] }
        set { self[DisclosureGroupStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the disclosure groups inside: `.automatic` or a custom `DisclosureGroupStyle`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.disclosureGroupStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}
