/// A box around related views, as SwiftUI's `GroupBox` on iOS: its label in the headline
/// font above the content, both padded 16 points on a rounded (8-point) fill of the
/// secondary system background; a box inside a box takes the tertiary background (white),
/// so nested boxes alternate, as UIKit's background levels do.
public struct GroupBox<Label: View, Content: View>: View, BuiltInControl {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The older spelling, with the label as a value.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(part: ConfigurationPart(label)),
                                                       content: .init(part: ConfigurationPart(content)))
        return StyledView(stack: \.groupBoxStyles, configuration: configuration,
                          fallback: AutomaticGroupBoxBody(configuration: configuration))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style's configuration describes, drawn by the styles set outside that style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The look of a group box, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style draws: the label and the content, as views.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The box's content, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's group box look.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticGroupBoxBody(configuration: configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

private struct GroupBoxStyleStackKey: EnvironmentKey { static var defaultValue: StyleStack<GroupBoxStyleConfiguration> { StyleStack() } }
private struct GroupBoxDepthKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    var groupBoxStyles: StyleStack<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleStackKey.self] }
        set { self[GroupBoxStyleStackKey.self] = newValue }
    }

    /// How many automatic group boxes are around: each level alternates the fill.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the group boxes inside.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.groupBoxStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// iOS's group box: label (headline) over content, leading, 8 points apart, padded 16 on the
/// level's background.
struct AutomaticGroupBoxBody: View, BuiltInControl {
    let configuration: GroupBoxStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let depth = environment.groupBoxDepth
        // secondarySystemBackground at even levels, tertiarySystemBackground inside a box; in a
        // grouped list the grouped variants give the same two light-mode colours.
        let fill = depth % 2 == 0 ? Color(.secondarySystemBackground) : Color(.tertiarySystemBackground)
        return VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(16)
        .background(fill, in: RoundedRectangle(cornerRadius: 8))
    }
}
