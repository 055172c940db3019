// iOS 18's text-editing modifiers, in the state a first frame shows: no search field or text
// view has focus, no text is selected, and Writing Tools have not been opened. None of them
// changes a pixel until someone types or selects.

/// How much of Writing Tools a text view offers, as SwiftUI's `WritingToolsBehavior`.
public struct WritingToolsBehavior: Sendable, Hashable {
    private enum Kind: Hashable { case automatic, complete, limited, disabled }
    private let kind: Kind

    /// As the system decides for the view.
    public static let automatic = WritingToolsBehavior(kind: .automatic)
    /// The whole Writing Tools experience, rewriting in place.
    public static let complete = WritingToolsBehavior(kind: .complete)
    /// Writing Tools in an overlay panel only.
    public static let limited = WritingToolsBehavior(kind: .limited)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: .disabled)
}

/// Which side of a line break the caret and a selection's ends keep to, as SwiftUI's
/// `TextSelectionAffinity`.
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    case automatic
    case upstream
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }

extension EnvironmentValues {
    /// The affinity of the selections of the text views inside: `.automatic` unless set.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Ties the focus of the search field around to `binding`. Drawn unfocused, as in the
    /// first frame.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { inert() }

    /// Ties the focus of the search field around to `binding` holding `value`. Drawn
    /// unfocused, as in the first frame.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { inert() }

    /// How much of Writing Tools the text views inside offer: nothing shows before a
    /// selection.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { inert() }

    /// Whether the Writing Tools button shows beside a selection: none is selected in a
    /// first frame.
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { inert() }

    /// The affinity of the selections of the text views inside.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}
