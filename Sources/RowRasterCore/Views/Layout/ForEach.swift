/// Views computed from a collection of identified data, as SwiftUI's `ForEach`.
///
/// Each element's views get the element's id as their identity, so state and cached output
/// follow the element when the data moves. Inside a lazy stack only the elements that are
/// shown are read: a collection of a million generated elements costs what its visible rows cost.
///
/// As in SwiftUI, `Content` need not be a view: a `ForEach` of table rows is table row content.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let idKeyPath: KeyPath<Data.Element, ID>

    /// The elements, how each is identified and what each makes, for the other kinds of
    /// content (table rows) to build on.
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }

    var count: Int { data.count }

    /// The element at `offset` from the start (random access: O(1) for arrays and ranges).
    func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }
}

@MainActor
extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    public var body: Never { bodyError() }

    /// The element's identity component; a duplicate id is reported (as SwiftUI logs it) and
    /// made unique by its occurrence, so rendering continues deterministically.
    func identity(at offset: Int, element: Data.Element, seen: inout [ID: Int], context: BuildContext) -> AnyHashable {
        let id = element[keyPath: idKeyPath]
        let occurrence = seen[id, default: 0]
        seen[id] = occurrence + 1
        guard occurrence == 0 else {
            context.warn(.duplicateIdentifier(container: "ForEach<\(Data.self), \(ID.self)>", id: "\(id)"))
            return AnyHashable([AnyHashable(id), AnyHashable(occurrence)])
        }
        return AnyHashable(id)
    }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        resolveContainerContent(in: context)
        var nodes: [RenderNode] = []
        var seen: [ID: Int] = [:]
        for (offset, element) in data.enumerated() {
            let id = identity(at: offset, element: element, seen: &seen, context: context)
            let row = context.graph.trackedByCurrentView { content(element) }
            nodes += context.graph.makeRow(row, id: AnyHashable(element[keyPath: idKeyPath]), in: context.child(id: id))
        }
        return nodes
    }
}

@MainActor
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

@MainActor
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

@MainActor
extension ForEach where Content: View {
    /// A view for each element that a binding to a collection holds, identified by `id`: each
    /// row gets a binding to its element, as `ForEach($items, id: \.name) { $item in … }` does
    /// in SwiftUI.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { element in content(data[element.0]) }
    }
}
