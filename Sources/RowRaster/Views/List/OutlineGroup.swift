import Foundation

/// A tree of data shown as disclosure groups, as SwiftUI's `OutlineGroup`.
///
/// At rest every group is collapsed (nothing has been tapped open), so a render shows the
/// top-level elements: an element with children as a ``DisclosureGroup`` whose chevron points
/// the reading direction, an element without (its children key path gives `nil`) as its view
/// alone. The children themselves are never drawn: opening a group takes a tap.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top-level elements: the collection's, or the one root.
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    /// Whether an element has children (a non-nil collection, even an empty one), and so
    /// shows a disclosure chevron.
    let hasChildren: (Data.Element) -> Bool
    let leaf: (Data.Element) -> Leaf

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, hasChildren: @escaping (Data.Element) -> Bool,
         leaf: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.hasChildren = hasChildren
        self.leaf = leaf
    }
}

/// The children of a collapsed outline group. A render shows outline groups collapsed, so
/// they are never drawn.
public struct OutlineSubgroupChildren: View, PrimitiveView {
    init() {}

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] { [] }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(roots, id: id) { element in
            if hasChildren(element) {
                DisclosureGroup(isExpanded: .constant(false)) { OutlineSubgroupChildren() } label: { leaf(element) }
            } else {
                leaf(element)
            }
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: [root], id: \.id, hasChildren: { $0.wrappedValue[keyPath: children] != nil }, leaf: content)
    }

    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(roots: Array(data), id: \.id, hasChildren: { $0.wrappedValue[keyPath: children] != nil }, leaf: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: [root], id: (\Binding<E>.wrappedValue).appending(path: id),
                  hasChildren: { $0.wrappedValue[keyPath: children] != nil }, leaf: content)
    }

    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: Array(data), id: (\Binding<E>.wrappedValue).appending(path: id),
                  hasChildren: { $0.wrappedValue[keyPath: children] != nil }, leaf: content)
    }
}

// The table forms: rows of a tree in a `Table`.

extension OutlineGroup where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
          DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: { TableRow($0) })
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
          DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: { TableRow($0) })
    }

    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: id, hasChildren: { $0[keyPath: children] != nil }, leaf: content)
    }
}

extension OutlineGroup: TableRowContent where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue {
    public typealias TableRowValue = Leaf.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("OutlineGroup draws its rows itself") }
}

extension OutlineGroup: CompactTableRows where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue {
    /// The top-level rows, collapsed: a row with children as a disclosure group.
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        let hasChildren = self.hasChildren, leaf = self.leaf
        return ForEach(roots, id: id) { element in
            let row = AnyView(leaf(element).compactRowsView(cells))
            if hasChildren(element) {
                AnyView(DisclosureGroup(isExpanded: .constant(false)) { OutlineSubgroupChildren() } label: { row })
            } else {
                row
            }
        }
    }
}
