import Foundation
import Testing
@testable import RowRaster

/// `move(fromOffsets:toOffset:)` and `remove(atOffsets:)`, the edits `onMove` and `onDelete`
/// handlers make, checked against the results SwiftUI documents and out-of-range offsets.
@Suite struct OffsetEditingTests {
    @Test func movingDownPutsTheItemsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d", "e"])
    }

    @Test func movingUpAndMovingSeveralKeepTheirOrder() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [4], toOffset: 1)
        #expect(letters == ["a", "e", "b", "c", "d"])
        var more = ["a", "b", "c", "d", "e"]
        more.move(fromOffsets: [0, 3], toOffset: 5)
        #expect(more == ["b", "c", "e", "a", "d"])
        var onto = ["a", "b", "c"]
        onto.move(fromOffsets: [1], toOffset: 1)
        #expect(onto == ["a", "b", "c"])
    }

    @Test func offsetsOutsideTheCollectionDoNotTrap() {
        var letters = ["a", "b", "c"]
        letters.move(fromOffsets: [7], toOffset: -2)
        #expect(letters == ["a", "b", "c"])
        letters.move(fromOffsets: [0], toOffset: 99)
        #expect(letters == ["b", "c", "a"])
        letters.remove(atOffsets: [1, 5])
        #expect(letters == ["b", "a"])
    }

    @Test func removingTakesOutEveryOffset() {
        var numbers = Array(0..<6)
        numbers.remove(atOffsets: [0, 2, 5])
        #expect(numbers == [1, 3, 4])
        var slice = Array(0..<6)[2...]
        slice.move(fromOffsets: [0], toOffset: 2)
        #expect(Array(slice) == [3, 2, 4, 5])
    }
}
