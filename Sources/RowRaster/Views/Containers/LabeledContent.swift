/// A label beside a value, as SwiftUI's `LabeledContent`: in the automatic style the label
/// leads in the primary colour and the content trails in the secondary colour, as a settings
/// row shows "Version    17.2".
public struct LabeledContent<Label: View, Content: View>: View, BuiltInControl {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(part: ConfigurationPart(label)),
                                                             content: .init(part: ConfigurationPart(content)))
        return StyledView(stack: \.labeledContentStyles, configuration: configuration,
                          fallback: AutomaticLabeledContentBody(configuration: configuration))
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title with a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A title with a value formatted by a Foundation format style
    /// (`LabeledContent("Weight", value: 3.5, format: .number)`).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style's configuration describes, drawn by the styles set
    /// outside that style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The automatic look: label leading, content trailing in the secondary colour (text that
/// wraps aligns to the trailing edge); a label that needs more room wraps before the value
/// is squeezed, as a settings row does. A label of several `Text`s is a title over subtitles
/// in the secondary colour at the subheadline size. Hidden labels (`labelsHidden()`) leave
/// the content.
struct AutomaticLabeledContentBody: View, BuiltInControl {
    let configuration: LabeledContentStyleConfiguration

    var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let content = configuration.content
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.trailing)
        return Group {
            if environment.labelsHidden {
                content
            } else if let texts = Self.titleAndSubtitles(configuration.label.part) {
                HStack(spacing: 8) {
                    VStack(alignment: .leading, spacing: 2) {
                        texts[0]
                        ForEach(1..<texts.count, id: \.self) { index in
                            texts[index].font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    content
                }
            } else {
                HStack(spacing: 8) {
                    configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                    content
                }
            }
        }
    }

    /// A label made of two or more `Text`s and nothing else: as SwiftUI documents for
    /// `LabeledContent`, the first is the title and the others are subtitles under it.
    static func titleAndSubtitles(_ label: ConfigurationPart) -> [Text]? {
        guard let tuple = label.view.view as? any TupleChildren else { return nil }
        let texts = tuple.tupleChildren.compactMap { $0 as? Text }
        guard texts.count >= 2, texts.count == tuple.tupleChildren.count else { return nil }
        return texts
    }
}
