/// Modifiers that change nothing, or that become another modifier once the environment is
/// known, as SwiftUI's `EmptyModifier` and `EnvironmentalModifier`.

/// A modifier that leaves its content as it is, as SwiftUI's `EmptyModifier`.
nonisolated public struct EmptyModifier: ViewModifier, PrimitiveModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// The modifier that changes nothing.
    public init() {}

    /// Never asked: the content passes through.
    public func body(content: Content) -> Never { fatalError("EmptyModifier is a primitive modifier and has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context)
    }
}

/// A modifier that decides what it does from the environment it is applied in, as SwiftUI's
/// `EnvironmentalModifier`: `resolve(in:)` is called with the content's environment and the
/// modifier it returns is applied.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never asked: the graph applies the resolved modifier (see `_makeNodes`).
    public func body(content: Content) -> Never { fatalError("\(Self.self) is an environmental modifier and has no body") }

    /// The content with the modifier resolved in the content's environment.
    public static func _makeNodes(_ modifier: Self, content: Content, _ inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        DynamicProperties.install(in: modifier, environment: context.environment)
        let resolved = modifier.resolve(in: context.environment)
        return _ViewOutputs(nodes: context.graph.makeNodes(content.modifier(resolved), in: context.child(1)))
    }
}
