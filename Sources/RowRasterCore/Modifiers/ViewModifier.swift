/// A modifier that turns a view into another, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// How the view graph builds the nodes of a view with this modifier: RowRaster's own
    /// modifiers build them directly, any other has its `body(content:)` evaluated (the
    /// default). Chosen when the conformance is compiled, as `View._makeNodes` is, so the graph
    /// asks no modifier `as? any PrimitiveModifier`. RowRaster's, not for app code.
    static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier {
    /// A modifier with a body: the graph evaluates it around the content.
    public static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        // As for views: a primitive modifier that did not get the implementation below still
        // builds its nodes, told to the engine's probe so a test can tell.
        if Body.self == Never.self, let primitive = modifier as? any PrimitiveModifier {
            context.layout.probe?.primitiveFoundByCast(Self.self)
            return _ViewOutputs(nodes: primitive.makeNodes(content: content.makeContent, in: context))
        }
        DynamicProperties.install(in: modifier, environment: context.environment)
        context.graph.countEvaluation(of: Self.self, identity: context.identity)
        let body = modifier.body(content: content)
        return _ViewOutputs(nodes: context.graph.makeNodes(body, in: context.child(1)))
    }
}

/// The view a modifier wraps, standing in for it inside the modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let makeContent: (BuildContext) -> [RenderNode]
    public var body: Never { bodyError() }
    package func makeNodes(in context: BuildContext) -> [RenderNode] { makeContent(context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view and has no body") }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let content = self.content
        let makeContent: (BuildContext) -> [RenderNode] = { context.graph.makeNodes(content, in: $0.child(0)) }
        return Modifier._makeNodes(modifier, content: _ViewModifier_Content(makeContent: makeContent),
                                   _ViewInputs(context: context)).nodes
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that makes render nodes directly.
package protocol PrimitiveModifier: ViewModifier {
    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode]
}

extension PrimitiveModifier {
    /// A primitive modifier builds its nodes itself (`public` as the requirement is).
    public static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: modifier.makeNodes(content: content.makeContent, in: inputs.context))
    }
}

/// A built-in modifier that wraps each of the content's nodes (so a modifier on a `Group`
/// applies to each member, as in SwiftUI).
///
/// The requirement, not the protocol, is isolated to the main actor, so that making one of these
/// modifiers (what a `nonisolated` modifier method does) needs no actor, as in SwiftUI.
package protocol NodeWrappingModifier: PrimitiveModifier, ViewModifier where Body == Never {
    /// The render node that applies this modifier to `node`, one of the content's nodes.
    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode
    /// Writes what the modifier gives a `Section` it is applied to as a whole (a container
    /// value); most modifiers give it nothing.
    func writeSectionValues(into values: inout ContainerValues)
}

extension NodeWrappingModifier {
    package func writeSectionValues(into values: inout ContainerValues) {}

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context).map { makeNode(wrapping: $0, in: context) }
    }

    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A modifier that sets an environment value for everything inside, as SwiftUI's.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let value = self.value
        let keyPath = self.keyPath
        let inner = context.modifyingEnvironment { $0[keyPath: keyPath] = value }
        return LayoutDirectionNode.marking(content(inner), from: context.environment, to: inner.environment)
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes environment values with a closure, as SwiftUI's `transformEnvironment`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

nonisolated struct _EnvironmentTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let inner = context.modifyingEnvironment { transform(&$0[keyPath: keyPath]) }
        return LayoutDirectionNode.marking(content(inner), from: context.environment, to: inner.environment)
    }
}
