/// One subview of a custom container's content, as SwiftUI's `Subview`: what
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand out. Placed in the
/// container's result it draws the view it stands for, with that view's identity and state.
///
/// The view was built once, when the content was resolved; a subview placed twice in the result
/// is drawn where it was placed last (SwiftUI would make a second copy).
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity within its container: its `ForEach` element's id, or its position
    /// among the content's views.
    public struct ID: Hashable {
        let value: AnyHashable
    }

    package let node: RenderNode
    public let id: ID
    /// The values the view set for its container with `containerValue(_:_:)`.
    public let containerValues: ContainerValues

    @MainActor package init(node: RenderNode, id: ID) {
        self.node = node
        self.id = id
        containerValues = node.containerValues
    }

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] { [node] }
}

/// The subviews of a custom container's content, in order, as SwiftUI's `SubviewsCollection`.
/// It is a view too: placed as it is, it draws every subview.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    package init(_ subviews: [Subview]) {
        self.subviews = subviews
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public func index(before i: Int) -> Int { i - 1 }
    public func index(after i: Int) -> Int { i + 1 }
    public subscript(index: Int) -> Subview { subviews[index] }

    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] { subviews.map(\.node) }
}

/// A run of a `SubviewsCollection` (`subviews.dropFirst()`, `subviews[1...]`), as SwiftUI's
/// `SubviewsCollectionSlice`; its indices are those of the whole collection. A view too.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }

    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    @MainActor public var body: Never { bodyError() }

    @MainActor package func makeNodes(in context: BuildContext) -> [RenderNode] { subviews.map(\.node) }
}
