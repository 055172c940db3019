/// The absence of a view: it takes no space and draws nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    @MainActor public var body: Never { bodyError() }
    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] { [] }
}

/// Several views side by side in their parent, as a `@ViewBuilder` block makes them.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    package let children: [any View]

    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    package init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        var nodes: [RenderNode] = []
        for (index, child) in children.enumerated() {
            nodes += context.graph.makeNodes(erased: child, in: context.child(index))
        }
        return nodes
    }
}

/// Views grouped without a layout of their own: the parent lays out each of them, and
/// modifiers applied to the group apply to each member.
///
/// As in SwiftUI, the content need not be views: a group of table rows or columns is table
/// content.
public struct Group<Content> {
    package let content: Content
    private init(holding content: Content) { self.content = content }

    /// A group of `content` as it is, for the other kinds of content (table rows, columns) to
    /// build on. (A factory, not an initialiser: a trailing closure must not match it.)
    package static func of(_ content: Content) -> Group { Group(holding: content) }
}

@MainActor
extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: Never { bodyError() }
    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        context.graph.makeNodes(content, in: context.child(0))
    }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
    package let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// The same as `init(_:)`, under the label SwiftUI also has.
    public init<V: View>(erasing view: V) { self.init(view) }
    /// A type-erased view of `value` if it is a view, as SwiftUI's `init?(_fromValue:)`.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = (view as? AnyView)?.view ?? view
    }
    @MainActor public var body: Never { bodyError() }
    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        // A different erased type is a different view: identity includes the type.
        context.graph.makeNodes(erased: view, in: context.child(ObjectIdentifier(type(of: view)).hashValue))
    }
}

/// The content of one branch of an `if/else` or `switch` in a result builder: views in a
/// `@ViewBuilder`, and (as in SwiftUI) other content, such as table rows, in theirs.
public struct _ConditionalContent<TrueContent, FalseContent> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage
    package init(storage: Storage) { self.storage = storage }
}

@MainActor
extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    @MainActor public var body: Never { bodyError() }
    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        switch storage {
        case .trueContent(let view): return context.graph.makeNodes(view, in: context.child(0))
        case .falseContent(let view): return context.graph.makeNodes(view, in: context.child(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        guard let view = self else { return [] }
        return context.graph.makeNodes(view, in: context.child(0))
    }
}
