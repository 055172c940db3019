/// One section of a custom container's content, as SwiftUI's `SectionConfiguration`: what
/// `Group(sections:transform:)` and `ForEach(sections:content:)` hand out for each `Section`
/// of the content, and for each run of views outside any section (which have no header or
/// footer).
nonisolated public struct SectionConfiguration: Identifiable {
    /// A section's identity within its container.
    public struct ID: Hashable {
        let value: AnyHashable
    }

    public let id: ID
    /// The values set on the `Section` with `containerValue(_:_:)`.
    public let containerValues: ContainerValues
    /// The subviews of the section's header; empty when it has none.
    public let header: SubviewsCollection
    /// The subviews of the section's footer; empty when it has none.
    public let footer: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection

    package init(id: ID, containerValues: ContainerValues, header: SubviewsCollection,
                 footer: SubviewsCollection, content: SubviewsCollection) {
        self.id = id
        self.containerValues = containerValues
        self.header = header
        self.footer = footer
        self.content = content
    }
}

/// The sections of a custom container's content, in order, as SwiftUI's `SectionCollection`.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    package init(_ sections: [SectionConfiguration]) {
        self.sections = sections
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}
