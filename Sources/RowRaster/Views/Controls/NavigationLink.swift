/// A navigation link as a list row shows it: its label, and the disclosure chevron trailing.
/// Outside a list it looks like a button. The destination is kept, never shown.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltInControl {
    let label: Label
    let destination: Destination?

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
    }

    /// The form older row code uses: the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        Group {
            if environment.isInList {
                HStack(spacing: 8) {
                    label.disabledLabel(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                    DisclosureChevron()
                }
            } else {
                label.foregroundStyle(environment.isEnabled ? environment.tintOrAccent : DisabledLook.foreground)
            }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link to a value, for `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
    }
}


/// The chevron of a row that leads somewhere: small, semibold, in the tertiary label colour,
/// pointing the reading direction (left, right to left), as UIKit's disclosure indicator.
struct DisclosureChevron: View, BuiltInRendition {
    var body: some View {
        Image(systemName: "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color(.tertiaryLabel))
            .flipsForRightToLeftLayoutDirection(true)
    }
}

/// A label that shows its content below it when expanded, as SwiftUI's `DisclosureGroup`,
/// drawn by the `DisclosureGroupStyle` around it.
public struct DisclosureGroup<Label: View, Content: View>: View, BuiltInControl {
    let isExpanded: Binding<Bool>
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        // Collapsed, and a style that expands it changes nothing a render keeps.
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(part: ConfigurationPart(label)),
                                                              content: .init(part: ConfigurationPart(content)),
                                                              isExpanded: isExpanded)
        return StyledView(stack: \.disclosureGroupStyles, configuration: configuration,
                          fallback: AutomaticDisclosureGroupStyle().makeBody(configuration: configuration))
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
