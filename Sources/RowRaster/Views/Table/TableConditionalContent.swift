import Foundation

// `if`, `if … else` and `switch` in the row and column builders of a `Table`: the branch taken
// is the content, as in a `@ViewBuilder`.

extension TableRowBuilder {
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue {
        content
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension _ConditionalContent: TableRowContent where TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("_ConditionalContent draws its rows itself") }
}

extension _ConditionalContent: CompactTableRows where TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue {
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        switch storage {
        case .trueContent(let rows): return rows.compactRowsView(cells)
        case .falseContent(let rows): return rows.compactRowsView(cells)
        }
    }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalError("Optional draws its rows itself") }
}

extension Optional: CompactTableRows where Wrapped: TableRowContent {
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View {
        map { $0.compactRowsView(cells) } ?? EmptyView()
    }
}

extension TableColumnBuilder {
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator {
        content
    }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T.TableColumnSortComparator == F.TableColumnSortComparator,
          T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T.TableColumnSortComparator == F.TableColumnSortComparator,
          T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension _ConditionalContent: TableColumnContent where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue, TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    public typealias TableColumnBody = Never

    public var tableColumnBody: Never { fatalError("_ConditionalContent draws its columns itself") }
}

extension _ConditionalContent: CompactTableColumns where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue, TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    @MainActor func firstColumnCell() -> ((Any) -> any View)? {
        switch storage {
        case .trueContent(let columns): return columns.firstColumnCell()
        case .falseContent(let columns): return columns.firstColumnCell()
        }
    }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never

    public var tableColumnBody: Never { fatalError("Optional draws its columns itself") }
}

extension Optional: CompactTableColumns where Wrapped: TableColumnContent {
    @MainActor func firstColumnCell() -> ((Any) -> any View)? { flatMap { $0.firstColumnCell() } }
}

// `Group` of rows or columns: its content, as in a `@ViewBuilder`.

extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self = .of(content())
    }

    public var tableRowBody: Never { fatalError("Group draws its rows itself") }
}

extension Group: CompactTableRows where Content: TableRowContent {
    @MainActor func compactRows(_ cells: CompactTableCells) -> any View { content.compactRowsView(cells) }
}

extension Group: TableColumnContent where Content: TableColumnContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never

    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content) where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self = .of(content())
    }

    public var tableColumnBody: Never { fatalError("Group draws its columns itself") }
}

extension Group: CompactTableColumns where Content: TableColumnContent {
    @MainActor func firstColumnCell() -> ((Any) -> any View)? { content.firstColumnCell() }
}
