/// The children of a lazy container, described without building them: fixed views (built
/// already: a header, a lone view) and ranges of `ForEach` elements built on demand.
@MainActor
package struct LazyChildren {
    enum Segment {
        /// Views already built.
        case fixed([RenderNode])
        /// `count` elements, each built when it is needed.
        case range(LazyRange)
        /// A `Section`: header, rows and footer, which a lazy stack may pin.
        case section(LazySection)
    }

    var segments: [Segment] = []

    static var empty: LazyChildren { LazyChildren() }

    mutating func append(_ other: LazyChildren) { segments += other.segments }

    /// The same children with every built node passed through `transform` (a modifier
    /// applied to each element, as `ForEach { … }.padding()` pads each row).
    func mapNodes(_ transform: @escaping ([RenderNode]) -> [RenderNode]) -> LazyChildren {
        LazyChildren(segments: segments.map { segment in
            switch segment {
            case .fixed(let nodes): return .fixed(transform(nodes))
            case .range(let range):
                return .range(LazyRange(count: range.count, identity: range.identity) { transform(range.make($0)) })
            case .section(let section):
                return .section(LazySection(header: section.header.map(transform), rows: section.rows.mapNodes(transform),
                                            footer: section.footer.map(transform), containerValues: section.containerValues))
            }
        })
    }
}

/// Elements of a `ForEach`, built one at a time.
@MainActor
struct LazyRange {
    let count: Int
    /// The element's identity, computed without building it.
    let identity: (Int) -> AnyHashable
    let make: (Int) -> [RenderNode]

    init(count: Int, identity: @escaping (Int) -> AnyHashable, make: @escaping (Int) -> [RenderNode]) {
        self.count = count
        self.identity = identity
        self.make = make
    }
}

/// A section inside a lazy container.
@MainActor
struct LazySection {
    var header: [RenderNode]?
    var rows: LazyChildren
    var footer: [RenderNode]?
    /// What `containerValue(_:_:)` set on the `Section`, for a custom container's sections.
    var containerValues = ContainerValues()
}

/// Views that can describe their children lazily; everything else is built at once.
@MainActor
package protocol LazyContentProviding {
    func lazyChildren(in context: BuildContext) -> LazyChildren
}

extension ViewGraph {
    /// The lazy children of `view`: a `ForEach` and its compositions stay lazy, any other
    /// view is built now (a composite view's body is evaluated to find out which it is).
    package func lazyChildren<V: View>(_ view: V, in context: BuildContext) -> LazyChildren {
        if let provider = view as? any LazyContentProviding {
            return provider.lazyChildren(in: context)
        }
        if view is any PrimitiveView {
            return LazyChildren(segments: [.fixed(makeNodes(view, in: context))])
        }
        // A composite view: its body decides (a row list wrapped in a custom view stays lazy).
        // Its evaluation is counted like any other.
        return lazyChildrenOfBody(view, in: context)
    }

    func lazyChildren(erased view: any View, in context: BuildContext) -> LazyChildren {
        lazyChildren(view, in: context)
    }
}
