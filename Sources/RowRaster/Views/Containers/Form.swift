/// A settings form, as SwiftUI's `Form` on iOS: a list in the inset-grouped look whatever
/// list style is set around it (sections as white rounded cards on systemGroupedBackground,
/// headers in uppercase secondary footnote, footers in secondary footnote), with the
/// controls inside drawn as list rows draw them; or as a custom form style draws it.
public struct Form<Content: View>: View, BuiltInControl {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = FormStyleConfiguration(content: .init(part: ConfigurationPart(content)))
        return StyledView(stack: \.formStyles, configuration: configuration, fallback: GroupedFormBody(configuration: configuration))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style's configuration describes, drawn by the form styles set outside that style.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// How a form arranges its controls, as SwiftUI's `FormStyle`.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// What a form style draws: the form's content, as a view.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let content: FormStyleConfiguration.Content
}

/// The platform's form style: grouped on iOS.
public struct AutomaticFormStyle: FormStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

/// Sections as grouped cards.
public struct GroupedFormStyle: FormStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

/// Labels and controls in columns on macOS; iOS draws it grouped.
public struct ColumnsFormStyle: FormStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(configuration: configuration) }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

private struct FormStyleStackKey: EnvironmentKey { static var defaultValue: StyleStack<FormStyleConfiguration> { StyleStack() } }

extension EnvironmentValues {
    var formStyles: StyleStack<FormStyleConfiguration> {
        get { self[FormStyleStackKey.self] }
        set { self[FormStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the forms inside.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.formStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The grouped form: an inset-grouped list of the content.
struct GroupedFormBody: View, BuiltInControl {
    let configuration: FormStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        List { configuration.content }.environment(\.listAppearance, .insetGrouped)
    }
}

