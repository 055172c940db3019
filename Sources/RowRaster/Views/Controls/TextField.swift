/// A text field as a row shows it: the bound text, or the placeholder in the placeholder
/// colour when it is empty. It takes the width it is offered, as SwiftUI's does.
public struct TextField<Label: View>: View, BuiltInControl {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false
    /// `.vertical` fields wrap their text and grow to its lines (up to a `lineLimit`), as
    /// SwiftUI's do; `.horizontal` ones keep one line.
    var axis: Axis = .horizontal

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        TextFieldRendition(text: text.wrappedValue, placeholder: prompt ?? (label as? Text), isSecure: isSecure,
                           bordered: environment.textFieldStyleKind == .roundedBorder, wraps: axis == .vertical)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
        self.axis = axis
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(title))
        self.axis = axis
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
        self.axis = axis
    }
}

/// A text field whose text shows as bullets.
public struct SecureField<Label: View>: View, BuiltInControl {
    let field: TextField<Label>

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View { field.rendition(in: environment) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField(titleKey, text: text)
        field.isSecure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField(title, text: text)
        field.isSecure = true
        self.field = field
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        var field = TextField(titleKey, text: text, prompt: prompt)
        field.isSecure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        var field = TextField(title, text: text, prompt: prompt)
        field.isSecure = true
        self.field = field
    }
}

/// How a text field looks, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {}
public struct DefaultTextFieldStyle: TextFieldStyle, Hashable { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle, Hashable { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Hashable { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

enum TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .plain } }

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}

struct TextFieldRendition: View, BuiltInRendition {
    let text: String
    let placeholder: Text?
    let isSecure: Bool
    let bordered: Bool
    let wraps: Bool

    private var shown: Text {
        if text.isEmpty { return (placeholder ?? Text("")).foregroundColor(ControlColors.placeholder) }
        return Text(isSecure ? String(repeating: "•", count: text.count) : text)
    }

    var body: some View {
        let line = Group { if wraps { shown } else { shown.lineLimit(1) } }
            .frame(maxWidth: .infinity, alignment: .leading)
        if bordered {
            // UITextField's rounded rect: 34 points tall with body text, a hairline border.
            line.padding(.horizontal, 7).padding(.vertical, 6.5)
                .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay { RoundedRectangle(cornerRadius: 5).strokeBorder(Color(.systemGray4), lineWidth: 0.5) }
        } else {
            line
        }
    }
}
