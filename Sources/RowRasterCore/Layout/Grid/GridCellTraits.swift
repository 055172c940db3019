/// What a view asks of the `Grid` it is a cell of, set by `gridCellColumns(_:)`,
/// `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)` and `gridCellAnchor(_:)`. Kept with
/// the layout values, so modifiers wrapping the cell keep them, as they keep `layoutValue`s.
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
    static let maximum = 1_000
}
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension RenderNode {
    /// The node's value for a layout value key, or the key's default.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

nonisolated extension View {
    /// Makes the cell span `count` columns of its grid row, as SwiftUI's `gridCellColumns(_:)`.
    /// Counts below 1 mean 1; counts are capped at `GridCellColumnsKey.maximum`, so a wild
    /// value cannot make a grid of billions of empty columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: min(max(1, count), GridCellColumnsKey.maximum))
    }

    /// Aligns every cell of this cell's column horizontally, as SwiftUI's
    /// `gridColumnAlignment(_:)` (set it on one cell of the column).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Keeps the cell from sizing its column (horizontal) or row (vertical): it is offered
    /// what the other cells need, as SwiftUI's `gridCellUnsizedAxes(_:)`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places the cell at this unit point of its cell's area instead of by the grid's
    /// alignment, as SwiftUI's `gridCellAnchor(_:)`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
}
