/// iOS 18's preview modifiers: `#Preview(traits: .modifier(SampleData())) { … }` wraps the
/// preview's view in the modifier's `body`, with a context the modifier makes once and every
/// preview using the same modifier type shares (sample data, a model store).

/// A modifier of previews, with a shared context, as SwiftUI's `PreviewModifier`.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes and `body(content:context:)` receives.
    associatedtype Context = Void
    /// The view the modifier makes of a preview.
    associatedtype Body: View
    /// The preview's own view, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context once for every preview that uses this modifier type; an error fails
    /// each of those previews with it.
    static func makeSharedContext() async throws -> Context

    /// The preview's view, modified.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == () {
    /// No context to make.
    public static func makeSharedContext() async throws -> Context { () }
}

/// A preview's view as a `PreviewModifier` receives it, as SwiftUI's `PreviewModifierContent`.
public struct PreviewModifierContent: View, PrimitiveView {
    let content: AnyView

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        context.graph.makeNodes(content, in: context)
    }
}

/// A `.modifier(_:)` trait: what the previews runner needs of the modifier, its type erased.
package final class PreviewModifierTrait: Hashable, @unchecked Sendable {
    /// The modifier's type: previews with modifiers of one type share one context.
    package let modifierType: ObjectIdentifier
    /// The modifier's `makeSharedContext()`.
    package let makeContext: @MainActor () async throws -> Any
    /// The modifier's `body(content:context:)`, given a context its type made.
    package let apply: @MainActor (any View, Any) -> any View

    @MainActor init<M: PreviewModifier>(_ modifier: M) {
        modifierType = ObjectIdentifier(M.self)
        makeContext = { try await M.makeSharedContext() }
        apply = { view, context in
            guard let context = context as? M.Context else { return view }
            return modifier.body(content: PreviewModifierContent(content: AnyView(view)), context: context)
        }
    }

    package static func == (lhs: PreviewModifierTrait, rhs: PreviewModifierTrait) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview's view in `modifier`'s body, with the context its type shares.
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(.modifier(PreviewModifierTrait(modifier)))
    }
}
