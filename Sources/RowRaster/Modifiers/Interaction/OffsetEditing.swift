import Foundation

// The collection edits SwiftUI adds for `onMove` and `onDelete` handlers, which receive
// offsets (positions counted from the start) rather than indices. Offsets outside the
// collection are ignored rather than trapping.

extension MutableCollection {
    /// Moves the elements at the offsets in `source` so that they come, in their order, just
    /// before the element that was at offset `destination` (at the end when `destination` is
    /// the count), as a list's `onMove` handler asks.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        var moved: [Element] = []
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else {
                if offset < destination { insertion += 1 }
                kept.append(element)
            }
        }
        kept.insert(contentsOf: moved, at: insertion)
        for (index, element) in zip(indices, kept) { self[index] = element }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at the offsets in `offsets`, as a list's `onDelete` handler asks.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let total = count
        for offset in offsets.reversed() where offset >= 0 && offset < total {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
