/// `transition(_:)` with an `AnyTransition`: the content as it rests once inserted. Without an
/// identity state (the built-in transitions) its nodes pass through untouched, as a resting
/// modifier's do; with one, the content is built inside the state's views.
nonisolated public struct _AnyTransitionModifier: ViewModifier {
    let transition: AnyTransition

    public func body(content: Content) -> Never { fatalError("_AnyTransitionModifier builds its nodes itself") }

    @MainActor public static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        guard let identity = modifier.transition.identity else { return _ViewOutputs(nodes: content.makeNodes(in: context)) }
        return _ViewOutputs(nodes: context.graph.makeNodes(identity.apply(AnyView(content)), in: context.child(1)))
    }
}

/// On a `ForEach` in a lazy container the rows stay lazy rows, as with the resting modifiers
/// (an identity state on a `ForEach` there is not drawn).
extension _AnyTransitionModifier: EnvironmentWritingModifier {
    package func modifiedContext(_ context: BuildContext) -> BuildContext { context }
}
