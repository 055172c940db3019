/// The rounded search field iOS draws for `.searchable`: a magnifying glass, the text or its
/// prompt, and the clear button once something is typed. Public, underscored, for example
/// code that draws the field outside a navigation bar (the gallery's search screens); apps
/// get it from `searchable(text:placement:prompt:)`.
public struct _SearchField: View, BuiltInControl {
    let prompt: Text
    let text: Binding<String>

    public init(_ prompt: String, text: Binding<String>) {
        self.init(prompt: Text(prompt), text: text)
    }

    init(prompt: Text, text: Binding<String>) {
        self.prompt = prompt
        self.text = text
    }

    public var body: Never { bodyError() }

    /// A control: what it reads of the bound text belongs to the view that made it.
    func rendition(in environment: EnvironmentValues) -> some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            TextField(text: text, prompt: prompt) { prompt }
            if !text.wrappedValue.isEmpty {
                Image(systemName: "xmark.circle.fill").foregroundStyle(.tertiary)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    }
}
