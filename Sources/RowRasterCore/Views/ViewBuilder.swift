/// Builds views from closures: blocks of any length, `if`, `if/else`, `switch`, optionals and
/// availability checks, as SwiftUI's `@ViewBuilder`.
///
/// Not isolated to the main actor, as in SwiftUI: libraries declare their own style protocols
/// with a `@ViewBuilder func makeBody(configuration:)` that no actor owns, and a builder
/// isolated to the main actor made every such conformance an error. What it builds (tuples,
/// branches, erased views) is made without touching the main actor's state.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
