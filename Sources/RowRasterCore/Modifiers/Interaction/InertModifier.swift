/// A modifier accepted in its resting state: what iOS shows before anyone touches the screen
/// is the content itself, so the content's nodes pass through untouched (no node is added,
/// and the display list is the unmodified view's). Gestures, unpresented presentations,
/// accessibility and input traits are built on it; what they keep is never called in a render.
nonisolated public struct _InertModifier: PrimitiveModifier, ViewModifier {
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context)
    }
}

/// On a `ForEach` in a lazy container (`.onDelete`, `.contextMenu` on the rows of a `List`),
/// the rows stay lazy rows: the modifier changes nothing a container passes on.
extension _InertModifier: EnvironmentWritingModifier {
    package func modifiedContext(_ context: BuildContext) -> BuildContext { context }
}

nonisolated extension View {
    /// This view with a modifier that draws nothing in its resting state.
    package func inert() -> ModifiedContent<Self, _InertModifier> { modifier(_InertModifier()) }
}
