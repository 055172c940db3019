import Foundation

// What columns say about themselves on a wide screen: alignment, default visibility and the
// customization people may make. Compact width draws the first column alone, across the
// whole row, with no headers to customize from, so none of it changes what is drawn.

/// How a column aligns its cells, as SwiftUI's `TableColumnAlignment`. Compact width draws
/// one column across the row, so the alignment changes nothing drawn.
public struct TableColumnAlignment: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, leading, center, trailing, numeric(String?)
    }

    private let kind: Kind

    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// Numbers aligned as the locale's numbering system lays them out.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric(nil)) }

    /// Numbers aligned as `numberingSystem` lays them out.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric(numberingSystem.identifier))
    }
}

/// The ways people may customize columns, as SwiftUI's `TableColumnCustomizationBehavior`.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    public typealias Element = TableColumnCustomizationBehavior
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior
    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    /// No customization.
    public init() { bits = 0 }

    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
    public static let reorder = TableColumnCustomizationBehavior(bits: 1)
    public static let resize = TableColumnCustomizationBehavior(bits: 2)
    public static let visibility = TableColumnCustomizationBehavior(bits: 4)

    public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }

    @discardableResult
    public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Element) -> Element? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.bits == 0 ? nil : present
    }

    @discardableResult
    public mutating func update(with newMember: Element) -> Element? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.bits == 0 ? nil : present
    }

    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// The customization people made to a table's columns (which they hid, how they ordered
/// them), as SwiftUI's `TableColumnCustomization`. Compact width shows the first column
/// whatever it says.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    /// Each customized column's visibility, by its customization id.
    private var visibilities: [String: String] = [:]

    /// No customization.
    public init() {}

    /// The visibility of the column with customization id `id`.
    public subscript(visibility id: String) -> Visibility {
        get {
            switch visibilities[id] {
            case "visible": return .visible
            case "hidden": return .hidden
            default: return .automatic
            }
        }
        set {
            switch newValue {
            case .visible: visibilities[id] = "visible"
            case .hidden: visibilities[id] = "hidden"
            case .automatic: visibilities[id] = nil
            }
        }
    }

    /// Back to the columns' declared order; the order is not kept here, so nothing changes.
    public mutating func resetOrder() {}
}

/// A column with something said about it that compact width does not draw.
struct AnnotatedTableColumn<Base: TableColumnContent>: TableColumnContent, CompactTableColumns {
    typealias TableRowValue = Base.TableRowValue
    typealias TableColumnSortComparator = Base.TableColumnSortComparator
    typealias TableColumnBody = Never
    let base: Base

    var tableColumnBody: Never { fatalError("AnnotatedTableColumn draws itself") }

    @MainActor func firstColumnCell() -> ((Any) -> any View)? { base.firstColumnCell() }
}

extension TableColumnContent {
    /// How the column aligns its cells; compact width draws one column across the row.
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        AnnotatedTableColumn(base: self)
    }

    /// Whether the column shows before anyone customizes the table. Compact width draws the
    /// first column, so this changes nothing drawn.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        AnnotatedTableColumn(base: self)
    }

    /// The id the column's customization is kept under.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        AnnotatedTableColumn(base: self)
    }

    /// The customizations people may not make to the column.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        AnnotatedTableColumn(base: self)
    }
}

/// Columns made from a collection, as SwiftUI's `TableColumnForEach`: compact width draws
/// the first element's first column.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent,
    CompactTableColumns where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    public var tableColumnBody: Never { fatalError("TableColumnForEach draws itself") }

    @MainActor func firstColumnCell() -> ((Any) -> any View)? {
        guard let first = data.first else { return nil }
        return content(first).firstColumnCell()
    }
}
