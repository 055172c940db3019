/// A view with an explicit identity, as `.id(_:)` gives it: a different id is a different
/// view, so its state is new and its body runs again.
/// Nonisolated, as `.id(_:)` is: a helper function may give a view its identity.
nonisolated public struct _IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let nodes = context.graph.makeNodes(content, in: context.child(id: AnyHashable(id)))
        nodes.first?.scrollID = AnyHashable(id)
        return nodes
    }
}

/// A view whose body is skipped when its value equals the previous render's, as SwiftUI's
/// `EquatableView`.
public struct EquatableView<Content: Equatable & View>: View, Equatable {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }

    nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
        MainActor.assumeIsolated { lhs.content == rhs.content }
    }
}

nonisolated extension View {
    /// Gives the view an explicit identity: when `id` changes, it is a new view.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: id)
    }
}

extension View where Self: Equatable {
    /// Compares the view with `==` to decide whether its body must run again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension View {
    /// Prints why the body being evaluated runs: `@identity`, `@self`, or the names of the
    /// properties that changed (SwiftUI's debugging helper). Call it inside `body`.
    @MainActor public static func _printChanges() {
        guard let evaluation = ViewGraph.currentEvaluation, evaluation.viewType == ViewGraph.typeName(Self.self) else {
            print("\(Self.self): (not being evaluated)")
            return
        }
        print("\(Self.self): \(evaluation.reason)")
    }
}
