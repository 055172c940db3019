/// Tags, and reading the tagged options out of a picker's content.

/// Marks a view with a value, as SwiftUI's `.tag(_:)`: a picker shows the option whose tag
/// equals its selection.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    let tag: V

    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    /// Draws the view as it is; the tag is kept among its container values (`hasTag(_:)`).
    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let nodes = content(context)
        for node in nodes { node.containerValues.setTag(AnyHashable(tag)) }
        return nodes
    }
}

nonisolated extension View {
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(tag: tag))
    }
}

/// One choice of a picker: its tag (nil when the view has none) and how it shows.
struct PickerOption {
    var tag: AnyHashable?
    var label: AnyView
}

/// Views that hold several options (tuples, `ForEach`, groups) or one tagged option.
@MainActor
protocol PickerOptionSource {
    func pickerOptions() -> [PickerOption]
}

@MainActor
enum PickerOptions {
    /// The options in `view`, in order, as SwiftUI reads them: explicit tags, or the ids of
    /// a `ForEach`'s elements.
    static func of(_ view: any View) -> [PickerOption] {
        if let source = view as? any PickerOptionSource { return source.pickerOptions() }
        return [PickerOption(tag: nil, label: AnyView(view))]
    }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: TagCarrying {
    func pickerOptions() -> [PickerOption] { [PickerOption(tag: modifier.anyTag, label: AnyView(content))] }
}

@MainActor protocol TagCarrying { var anyTag: AnyHashable { get } }
extension _TagModifier: TagCarrying { var anyTag: AnyHashable { AnyHashable(tag) } }

@MainActor
extension TupleView: PickerOptionSource {
    func pickerOptions() -> [PickerOption] { children.flatMap(PickerOptions.of) }
}

extension Group: PickerOptionSource where Content: View {
    func pickerOptions() -> [PickerOption] { PickerOptions.of(content) }
}

extension ForEach: PickerOptionSource where Content: View {
    func pickerOptions() -> [PickerOption] {
        data.flatMap { element in
            PickerOptions.of(content(element)).map { option in
                var option = option
                if option.tag == nil { option.tag = AnyHashable(element[keyPath: idKeyPath]) }
                return option
            }
        }
    }
}
