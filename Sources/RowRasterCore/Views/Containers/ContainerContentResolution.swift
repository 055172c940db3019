/// How a custom container's content becomes its subviews and sections.
///
/// The content is resolved as a lazy stack resolves its rows (`lazyChildren`): a `ForEach`
/// gives one subview per view of each element, a tuple one per child, a `Group` its members,
/// `EmptyView` none, and a `Section` stays a section with its header, rows and footer apart.
/// Every element is built here, at the identity it would have in any other container, so a
/// subview keeps its state wherever the container's result places it.
extension ViewGraph {
    /// The subviews of `view`: a section contributes its content, not its header or footer.
    func containerSubviews<V: View>(of view: V, in context: BuildContext) -> [Subview] {
        Self.subviews(of: lazyChildren(view, in: context), scope: [])
    }

    /// The sections of `view`: each `Section`, and each run of views between sections as a
    /// section without header or footer.
    func containerSections<V: View>(of view: V, in context: BuildContext) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose = LazyChildren.empty
        var looseScope: AnyHashable = 0
        func closeLooseSection() {
            let content = Self.subviews(of: loose, scope: [looseScope])
            loose = .empty
            guard !content.isEmpty else { return }
            sections.append(SectionConfiguration(id: .init(value: looseScope), containerValues: ContainerValues(),
                                                 header: SubviewsCollection([]), footer: SubviewsCollection([]),
                                                 content: SubviewsCollection(content)))
        }
        for (index, segment) in lazyChildren(view, in: context).segments.enumerated() {
            guard case .section(let section) = segment else {
                if loose.segments.isEmpty { looseScope = AnyHashable(index) }
                loose.segments.append(segment)
                continue
            }
            closeLooseSection()
            let scope = AnyHashable(index)
            sections.append(SectionConfiguration(
                id: .init(value: scope), containerValues: section.containerValues,
                header: SubviewsCollection(Self.identified(section.header ?? [], scope: [scope, "header"])),
                footer: SubviewsCollection(Self.identified(section.footer ?? [], scope: [scope, "footer"])),
                content: SubviewsCollection(Self.subviews(of: section.rows, scope: [scope]))))
        }
        closeLooseSection()
        return sections
    }

    /// Every view of `children`, built now, with an id made of where it sits: the segment,
    /// the `ForEach` element's identity, the position among the element's views.
    private static func subviews(of children: LazyChildren, scope: [AnyHashable]) -> [Subview] {
        var result: [Subview] = []
        for (index, segment) in children.segments.enumerated() {
            let segmentScope = scope + [AnyHashable(index)]
            switch segment {
            case .fixed(let nodes):
                result += identified(nodes, scope: segmentScope)
            case .range(let range):
                for offset in 0..<range.count {
                    result += identified(range.make(offset), scope: segmentScope + [range.identity(offset)])
                }
            case .section(let section):
                result += subviews(of: section.rows, scope: segmentScope)
            }
        }
        return result
    }

    private static func identified(_ nodes: [RenderNode], scope: [AnyHashable]) -> [Subview] {
        nodes.enumerated().map { position, node in
            Subview(node: node, id: .init(value: AnyHashable(scope + [AnyHashable(position)])))
        }
    }
}
