/// A menu as a row shows it before a touch: its label, drawn as a button is (in the tint,
/// borderless, or in the button style set around it), as on iOS 16 and later. The menu's
/// items are built, never drawn: iOS shows them only after a tap.
public struct Menu<Label: View, Content: View>: View, BuiltInControl {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label, primaryAction: nil)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label, primaryAction: .some(primaryAction))
    }

    private init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: (() -> Void)?) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = MenuStyleConfiguration(label: .init(part: ConfigurationPart(label)),
                                                   content: .init(part: ConfigurationPart(content)))
        return StyledView(stack: \.menuStyles, configuration: configuration,
                          fallback: MenuButtonBody(configuration: configuration))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { RowRaster.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { RowRaster.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) },
                  primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { RowRaster.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) },
                  primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes, drawn by the styles set outside that style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The platform's menu at rest: its label as a button, in the button style around it.
struct MenuButtonBody: View {
    let configuration: MenuStyleConfiguration
    var body: some View { Button(action: {}) { configuration.label } }
}
