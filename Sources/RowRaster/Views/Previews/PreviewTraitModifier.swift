/// What a preview modifier tells the canvas: one of Xcode's preview traits.
package enum PreviewCanvasTrait: Hashable, Sendable {
    case layout(PreviewLayout)
    case displayName(String?)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)

    /// Traits of one kind replace each other; this names the kind.
    var kind: Int {
        switch self {
        case .layout: 0
        case .displayName: 1
        case .device: 2
        case .orientation: 3
        }
    }
}

/// A preview modifier: the content draws exactly as without it (as `_InertModifier`'s does),
/// and the previews runner reads the trait it carries.
nonisolated public struct _PreviewTraitModifier: PrimitiveModifier, ViewModifier {
    let trait: PreviewCanvasTrait

    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        content(context)
    }
}

/// In a lazy container, the rows stay lazy rows: the modifier changes nothing a container passes on.
extension _PreviewTraitModifier: EnvironmentWritingModifier {
    package func modifiedContext(_ context: BuildContext) -> BuildContext { context }
}
