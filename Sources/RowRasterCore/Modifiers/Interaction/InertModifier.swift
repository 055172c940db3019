/// A primitive modifier that changes nothing laid out or drawn: the content's nodes pass
/// through untouched (no node is added, and the display list is the unmodified view's), and
/// on a `ForEach` in a lazy container (`.onDelete`, `.contextMenu`, an accessibility label on
/// the rows of a `List`) the rows stay lazy rows, since it changes nothing a container passes on.
package protocol PassThroughModifier: PrimitiveModifier, EnvironmentWritingModifier where Body == Never {}

extension PassThroughModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context)
    }

    package func modifiedContext(_ context: BuildContext) -> BuildContext { context }
}

/// A modifier accepted in its resting state: what iOS shows before anyone touches the screen
/// is the content itself. Gestures, unpresented presentations, accessibility and input traits
/// are built on it; what they keep is never called in a render.
nonisolated public struct _InertModifier: PassThroughModifier {}

nonisolated extension View {
    /// This view with a modifier that draws nothing in its resting state.
    package func inert() -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier()) }
}
