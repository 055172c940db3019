// iOS 18's text selection: the selection a text field or editor reports through a binding.
// A field shows its selection only while it has focus, and no field has focus in a first
// frame, so the selection forms draw exactly as the fields without one.

/// A selection in a text view, as SwiftUI's `TextSelection`: a range, several ranges, or an
/// insertion point (an empty range).
public struct TextSelection: Equatable, Hashable {
    /// Where the selection is, as SwiftUI's `TextSelection.Indices`.
    public enum Indices: Equatable, Hashable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected ranges.
    public var indices: Indices
    /// Which side of a line break an insertion point keeps to: as the text view decides.
    public var affinity: TextSelectionAffinity { .automatic }

    /// A selection of one range.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// The caret at `insertionPoint`, nothing selected.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is a caret: one empty range.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}

extension TextField where Label == Text {
    /// A field that reports its selection through `selection`: drawn unfocused, so the
    /// selection does not show, as in a first frame.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
        self.axis = axis ?? .horizontal
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title))
        self.axis = axis ?? .horizontal
    }
}

extension TextEditor {
    /// An editor that reports its selection through `selection`: drawn unfocused, so the
    /// selection does not show, as in a first frame.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
