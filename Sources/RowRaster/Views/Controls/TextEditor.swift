/// `TextEditor` as iOS shows it before anyone types: a `UITextView` with the bound text, in
/// the body font and the label colour of the environment, wrapped to the editor's width.
///
/// UIKit's metrics, as `UITextView` documents them: the text sits 8 points from the top and
/// bottom (`textContainerInset`) and 5 points from the sides (`lineFragmentPadding`). The editor
/// takes all the space it is offered, as a scroll view does; offered no height (a `Form` row,
/// an unconstrained stack), it is as tall as its text, one line at least. Text taller than the
/// editor is cut at its bottom edge, the top showing, as a text view that has not scrolled.
/// The editor is opaque on the system background, unless `scrollContentBackground(.hidden)`
/// asks for it to be clear, as iOS 16 introduced for exactly this view; in a `List` or `Form`
/// row it shows the row's card through it, in light and dark mode alike, as a cell's content
/// does. An empty editor draws no placeholder, as iOS has none.
public struct TextEditor: View, BuiltInControl {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: Never { bodyError() }

    func rendition(in environment: EnvironmentValues) -> some View {
        let configuration = TextEditorStyleConfiguration(text: text.wrappedValue)
        return StyledView(stack: \.textEditorStyles, configuration: configuration,
                          fallback: TextEditorRendition(text: configuration.text))
    }
}

/// How text editors look, as SwiftUI's `TextEditorStyle` (iOS 17): the platform's editor, or a
/// style of the app's own.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TextEditorStyleConfiguration
}

/// What a text editor style is given. As in SwiftUI, it has no public members: the built-in
/// styles draw the editor from what it holds.
public struct TextEditorStyleConfiguration {
    let text: String
}

/// The platform's text editor, as SwiftUI's `AutomaticTextEditorStyle`.
public struct AutomaticTextEditorStyle: TextEditorStyle, Sendable {
    /// The automatic style.
    public init() {}

    /// The editor as `UITextView` draws it.
    public func makeBody(configuration: Configuration) -> Body { Body(text: configuration.text) }

    /// The automatic style's editor.
    public struct Body: View {
        let text: String
        public var body: some View { TextEditorRendition(text: text) }
    }
}

/// An editor without decoration, as SwiftUI's `PlainTextEditorStyle`: on iOS the automatic
/// style has none either, so both draw the same.
public struct PlainTextEditorStyle: TextEditorStyle, Sendable {
    /// The plain style.
    public init() {}

    /// The editor as `UITextView` draws it.
    public func makeBody(configuration: Configuration) -> some View { TextEditorRendition(text: configuration.text) }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor.
    public static var automatic: AutomaticTextEditorStyle { .init() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// An editor without decoration.
    public static var plain: PlainTextEditorStyle { .init() }
}

private struct TextEditorStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<TextEditorStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    var textEditorStyles: StyleStack<TextEditorStyleConfiguration> {
        get { self[TextEditorStyleStackKey.self] }
        set { self[TextEditorStyleStackKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the text editors inside.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        pushingStyle(style, onto: \.textEditorStyles) { style, configuration in style.makeBody(configuration: configuration) }
    }
}

/// The text view itself: the text in its insets, as tall as it needs, inside a frame that
/// takes the offer and clips.
struct TextEditorRendition: View, BuiltInRendition {
    let text: String
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.scrollContentBackground) private var background
    @Environment(\.listSectionAppearance) private var list

    /// `UITextView`'s `textContainerInset` (top and bottom) and `lineFragmentPadding` (sides).
    static let verticalInset: CGFloat = 8
    static let horizontalInset: CGFloat = 5

    var body: some View {
        // A text view keeps the characters as typed: no Markdown, no localisation. An empty one
        // is still a line tall, as its caret's line is.
        Text(verbatim: text.isEmpty ? " " : text)
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: lineAlignment, vertical: .top))
            .padding(.horizontal, Self.horizontalInset)
            .padding(.vertical, Self.verticalInset)
            // No lower bound: offered less height than the text needs, the editor takes the
            // offer and its text runs on below the cut, as a text view's does.
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
            .clipped()
            .background(background == .hidden || list != nil ? Color.clear : Color(.systemBackground))
    }

    /// Each line's place across the editor, as `NSTextAlignment` places it.
    private var lineAlignment: HorizontalAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
