/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// `ForEach($tasks) { $task in TaskRow(task: $task) }` gives each row a binding it can write.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

    /// A binding to the element at `position`: it reads and writes through this binding, and
    /// compares equal to another binding to the same element of the same storage.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 },
                               location: location.map { AnyHashable([$0, AnyHashable("\(position)")]) })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

    public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified by the value's id, so `ForEach($items)`
/// keeps each row's identity when the items move.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
