import Foundation

// Editable rows: `ForEach($items, editActions: .all)` and `List($items, editActions:)`. The
// actions (swipe to delete, drag to move) need a finger or edit mode, so at rest the rows
// draw as the rows of `ForEach($items)` do, each given a binding to its element.

/// The edits people may make to a collection's rows, as SwiftUI's `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Deleting rows.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Moving rows.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit the collection allows.
    public static var all: EditActions<Data> { [.delete, .move] }
}

extension EditActions where Data: RangeReplaceableCollection {
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// A collection's indices, each with its element's id, as SwiftUI's
/// `IndexedIdentifierCollection`: what an editable `ForEach` iterates.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An element's index in the base collection and its id.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    public typealias Index = Base.Index
    let base: Base
    let identifier: KeyPath<Base.Element, ID>

    public var startIndex: Index { base.startIndex }
    public var endIndex: Index { base.endIndex }

    public subscript(position: Index) -> Element { Element(index: position, id: base[position][keyPath: identifier]) }

    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// An editable row, as SwiftUI's `EditableCollectionContent`: at rest, its content.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {
    public var body: some View { content }
}

extension ForEach {
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        self.init(data: IndexedIdentifierCollection(base: data.wrappedValue, identifier: id), id: \.id) { element in
            EditableCollectionContent(content: content(data[element.index]))
        }
    }
}

// The editable forms of `List`: rows of a binding to a collection, which people may delete or
// move. At rest no row shows its edit controls, and no row is selected.

extension List where SelectionValue == Never {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable, Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: Binding<SelectionValue?>?.none) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable, Data.Index: Hashable {
        self.init(selection: Binding<SelectionValue?>?.none) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
