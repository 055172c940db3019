import Foundation

// The columns of a `Table`, as SwiftUI's `TableColumnContent`. On iPhone (compact width) a
// table shows only its first column and no column headers, so what matters of the columns
// here is the first one's cell; the others, the titles, widths, alignments, sort comparators
// and customization are kept out of the drawing, as iOS keeps them out in compact width.

/// A type that makes the columns of a ``Table``, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The value each row stands for.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// How the columns sort the rows (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The column content this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    /// Never called: content with no body of its own draws itself.
    public var tableColumnBody: Never { fatalError("Never has no table columns") }
}

/// Column content that knows its first column itself (the built-in kinds); any other
/// content asks its `tableColumnBody`.
protocol CompactTableColumns {
    /// The first column's cell for a row's value, or nil when there is no column.
    @MainActor func firstColumnCell() -> ((Any) -> any View)?
}

extension TableColumnContent {
    /// The cell that the first column draws for a row's value, or nil when there is no column.
    @MainActor
    func firstColumnCell() -> ((Any) -> any View)? {
        if let primitive = self as? any CompactTableColumns { return primitive.firstColumnCell() }
        return tableColumnBody.firstColumnCell()
    }
}

/// A column of a ``Table``: a title and a cell for each row, as SwiftUI's `TableColumn`.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent, CompactTableColumns {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    /// The column's title; compact width shows no column headers, so it is never drawn.
    let label: Label
    let content: (RowValue) -> Content

    init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }

    public var tableColumnBody: Never { fatalError("TableColumn draws itself") }

    @MainActor func firstColumnCell() -> ((Any) -> any View)? {
        let content = self.content
        return { value in
            guard let value = value as? RowValue else { return EmptyView() }
            return content(value)
        }
    }

    /// The column's width. Compact width shows one column across the whole row, so the
    /// width changes nothing drawn.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> { self }

    /// The column's range of widths; as ``width(_:)``, nothing changes in compact width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> { self }

    @available(*, deprecated, message: "Please pass one or more parameters to modify a column's width.")
    public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    /// A column whose cell is the string `value` gives, as `Text`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, content: { Text($0[keyPath: value]) })
    }
}

// Sortable columns: the comparator orders the rows only when someone taps a column header,
// which compact width does not show, so it changes nothing drawn.
//
// `String.StandardComparator.localizedStandard`, SwiftUI's default, is not in Foundation on
// Linux; the string forms default to `.lexical` instead, which a render never uses.

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(title), content: content)
    }

    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: text, content: content)
    }

    /// A sortable column whose cell is the string `value` gives, as `Text`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: text, content: { Text($0[keyPath: value]) })
    }
}
