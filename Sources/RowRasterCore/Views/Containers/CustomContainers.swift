/// The initialisers that make custom containers, as SwiftUI's: `Group(subviews:transform:)`
/// and `Group(sections:transform:)` hand the content's subviews or sections to a closure whose
/// result is drawn; `ForEach(subviews:content:)` and `ForEach(sections:content:)` make a view
/// for each.
///
/// The subviews are built where the container is, so they see its environment; modifiers
/// applied to a subview in the result that wrap it (`padding`, `frame`, `background`) apply,
/// environment modifiers (`font`, `foregroundStyle`) applied to a `Subview` do not reach the
/// view already built.
extension Group {
    /// A group whose content is `transform`'s result for the subviews of `view`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self = .of(GroupElementsOfContent(subviews: view, content: transform))
    }

    /// A group whose content is `transform`'s result for the sections of `view`.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self = .of(GroupSectionsOfContent(sections: view, content: transform))
    }
}

/// The content of `Group(subviews:transform:)`, as SwiftUI's `GroupElementsOfContent`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let content: (SubviewsCollection) -> Content

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let resolved = context.graph.containerSubviews(of: subviews, in: context.child(0))
        let result = context.graph.trackedByCurrentView { content(SubviewsCollection(resolved)) }
        return context.graph.makeNodes(result, in: context.child(1))
    }
}

/// The content of `Group(sections:transform:)`, as SwiftUI's `GroupSectionsOfContent`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let content: (SectionCollection) -> Content

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let resolved = context.graph.containerSections(of: sections, in: context.child(0))
        let result = context.graph.trackedByCurrentView { content(SectionCollection(resolved)) }
        return context.graph.makeNodes(result, in: context.child(1))
    }
}

@MainActor
extension ForEach {
    /// A view for each subview of `view`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(data: ForEachSubviewCollection(source: ContainerContentSource { $0.containerSubviews(of: view, in: $1) }),
                  id: \.id, content: content)
    }

    /// A view for each section of `view`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(data: ForEachSectionCollection(source: ContainerContentSource { $0.containerSections(of: view, in: $1) }),
                  id: \.id, content: content)
    }

    /// Resolves the content of `ForEach(subviews:)` or `ForEach(sections:)` before the elements
    /// are read. A type comparison first, so no other `ForEach` pays for a conformance lookup.
    @MainActor func resolveContainerContent(in context: BuildContext) {
        guard ID.self == Subview.ID.self || ID.self == SectionConfiguration.ID.self,
              let data = data as? any ContainerContentData else { return }
        // Beside the elements, whose identities are ids, not positions.
        data.resolve(in: context.child(0))
    }
}

/// The subviews of a view, resolved when the `ForEach` holding them is built, as SwiftUI's
/// `ForEachSubviewCollection`. Empty until then.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: ContainerContentSource<Subview>

    public var startIndex: Int { 0 }
    public var endIndex: Int { source.elements.count }
    public subscript(index: Int) -> Subview { source.elements[index] }
}

/// The sections of a view, resolved when the `ForEach` holding them is built, as SwiftUI's
/// `ForEachSectionCollection`. Empty until then.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let source: ContainerContentSource<SectionConfiguration>

    public var startIndex: Int { 0 }
    public var endIndex: Int { source.elements.count }
    public subscript(index: Int) -> SectionConfiguration { source.elements[index] }
}

/// A view's subviews or sections, resolved by the graph when the `ForEach` over them is built
/// (a `ForEach` is made in a body, before there is a graph to resolve with).
final class ContainerContentSource<Element> {
    private let resolver: @MainActor (ViewGraph, BuildContext) -> [Element]
    private(set) var elements: [Element] = []

    init(resolver: @escaping @MainActor (ViewGraph, BuildContext) -> [Element]) {
        self.resolver = resolver
    }

    @MainActor func resolve(in context: BuildContext) {
        elements = resolver(context.graph, context)
    }
}

@MainActor
protocol ContainerContentData {
    func resolve(in context: BuildContext)
}

extension ForEachSubviewCollection: ContainerContentData {
    @MainActor func resolve(in context: BuildContext) { source.resolve(in: context) }
}

extension ForEachSectionCollection: ContainerContentData {
    @MainActor func resolve(in context: BuildContext) { source.resolve(in: context) }
}
