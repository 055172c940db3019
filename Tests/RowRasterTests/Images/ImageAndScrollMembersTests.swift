import Foundation
@testable import RowRaster
import Testing

/// `ScrollView`'s public properties and `Image`'s orientation and dynamic-range members.
@MainActor
@Suite struct ImageAndScrollMembersTests {
    @Test func scrollViewKeepsWhatItWasGiven() throws {
        let scroll = ScrollView(.horizontal, showsIndicators: false) { Text("Wide") }
        #expect(scroll.axes == .horizontal)
        #expect(!scroll.showsIndicators)
        #expect(ScrollView { Text("Tall") }.showsIndicators)
    }

    @Test func orientationsAreSwiftUIsEightInOrder() {
        #expect(Image.Orientation.allCases.map(\.rawValue) == Array(0...7))
        #expect(Image.Orientation(rawValue: 6) == .right)
    }

    @Test func dynamicRangeDrawsTheImageAsItIs() throws {
        let proposal = ProposedViewSize(width: 100, height: 100)
        let plain = Image(systemName: "sun.max")
        #expect(try displayListDump(plain.allowedDynamicRange(.high), proposal: proposal) == displayListDump(plain, proposal: proposal))
        #expect(Image.DynamicRange.standard != .constrainedHigh)
    }
}
