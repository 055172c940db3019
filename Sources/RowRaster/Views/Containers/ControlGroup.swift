/// Related controls side by side, as SwiftUI's `ControlGroup` in a row on iOS: each control
/// an equal segment of one rounded (8-point) well of tertiarySystemFill, hairlines between
/// them, each label in the tint as a borderless button's, padded as a bordered button's.
public struct ControlGroup<Label: View, Content: View>: View, BuiltInControl {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = ControlGroupStyleConfiguration(label: .init(part: ConfigurationPart(label)),
                                                           content: .init(part: ConfigurationPart(content)),
                                                           controls: PickerOptions.of(content).map(\.label))
        return StyledView(stack: \.controlGroupStyles, configuration: configuration,
                          fallback: AutomaticControlGroupBody(configuration: configuration))
    }
}

extension ControlGroup where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension ControlGroup where Label == RowRaster.Label<Text, Image> {
    /// A group with a title and a symbol (shown when the group is collapsed into a menu; in
    /// a row only the controls show).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
}

extension ControlGroup where Label == ControlGroupStyleConfiguration.Label, Content == ControlGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, drawn by the styles set outside that style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The look of a control group, as SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a control group style draws: the label and the controls, as views.
public struct ControlGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    /// The group's controls, as a view.
    public struct Content: View, ConfigurationPartView {
        let part: ConfigurationPart
        public var body: Never { bodyError() }
    }

    public let label: ControlGroupStyleConfiguration.Label
    public let content: ControlGroupStyleConfiguration.Content
    /// Each control of the content, for the built-in look's segments.
    let controls: [AnyView]
}

/// The platform's look: the segmented well.
public struct AutomaticControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupBody(configuration: configuration) }
}

/// The look of a control group among a navigation bar's items; in a row iOS draws it as the
/// automatic well.
public struct NavigationControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupBody(configuration: configuration) }
}

/// The controls as a palette, a row of compact elements. Inside a menu it is a row of the menu
/// (unpresented at rest, so not drawn); anywhere else iOS draws it as a segmented control: the
/// automatic well.
public struct PaletteControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupBody(configuration: configuration) }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }

private struct ControlGroupStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<ControlGroupStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var controlGroupStyles: StyleStack<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleStackKey.self] }
        set { self[ControlGroupStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the control groups inside.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: \.controlGroupStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The segmented well: equal segments, hairlines between them, on tertiarySystemFill.
struct AutomaticControlGroupBody: View, BuiltInControl {
    let configuration: ControlGroupStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let controls = configuration.controls
        return HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                if index > 0 {
                    Rectangle().fill(ControlColors.separator).frame(width: 1, height: 18)
                }
                controls[index]
                    .lineLimit(1)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .frame(maxWidth: .infinity)
            }
        }
        .background(ControlColors.well, in: RoundedRectangle(cornerRadius: 8))
    }
}
