/// How a label shows, as SwiftUI's `LabelStyle`: the built-in title-and-icon, title-only and
/// icon-only looks, or a custom style drawing the configuration's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style draws: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The title, as a view.
    public struct Title: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The icon, as a view.
    public struct Icon: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

/// The platform's look: the icon before the title (in a list, the icon in the tint).
public struct DefaultLabelStyle: LabelStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleAndIcon, configuration: configuration) }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleOnly, configuration: configuration) }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .iconOnly, configuration: configuration) }
}

/// The icon before the title.
public struct TitleAndIconLabelStyle: LabelStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleAndIcon, configuration: configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

private struct LabelStyleStackKey: EnvironmentKey { static var defaultValue: StyleStack<LabelStyleConfiguration> { StyleStack() } }

extension EnvironmentValues {
    var labelStyles: StyleStack<LabelStyleConfiguration> {
        get { self[LabelStyleStackKey.self] }
        set { self[LabelStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.labelStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

enum LabelStyleKind: Hashable, Sendable { case titleOnly, iconOnly, titleAndIcon }

/// A built-in label style's body: in a list the icon takes the tint (unless the app set a
/// foreground style, which colours icon and title alike) and sits 16 points from the title
/// (8 elsewhere).
struct BuiltInLabelBody: View, BuiltInControl {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let tintedIcon = Group {
            if environment.isInList, !environment.foregroundStyleIsExplicit { configuration.icon.foregroundStyle(environment.tintOrAccent) } else { configuration.icon }
        }
        return Group {
            switch kind {
            case .titleOnly: configuration.title
            case .iconOnly: tintedIcon
            case .titleAndIcon:
                HStack(spacing: environment.isInList ? 16 : 8) {
                    tintedIcon
                    configuration.title
                }
            }
        }
    }
}
