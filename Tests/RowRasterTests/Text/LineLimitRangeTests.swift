import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `lineLimit` ranges and `reservesSpace`: at scale 1 a body line is 20.29 points and text
/// heights round up to whole points, so one line is 21, two 41 (40.58), three 61 (60.87) and
/// four 82 (81.16).
@MainActor
@Suite struct LineLimitRangeTests {
    private let long = "The quick brown fox jumps over the lazy dog and keeps on running far away"
    private let narrow = ProposedViewSize(width: 120, height: nil)

    private func height<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> CGFloat {
        try texts(view, proposal: proposal)[0].0.height
    }

    @Test func reservesSpaceMakesShortTextAsTallAsItsLimit() throws {
        let short = try texts(Text("Short"))[0].0
        let reserved = try texts(Text("Short").lineLimit(3, reservesSpace: true))[0].0
        #expect(reserved == CGRect(x: 0, y: 0, width: short.width, height: 61))
        #expect(try height(Text("Short").lineLimit(3, reservesSpace: false)) == 21)
    }

    @Test func reservedTextKeepsItsFirstBaselineOnTheFirstLine() throws {
        let plain = try texts(Text("Short"))[0].1
        let reserved = try texts(Text("Short").lineLimit(3, reservesSpace: true))[0].1
        #expect(reserved == plain)
    }

    @Test func aClosedRangeReservesItsLowerBoundAndTruncatesAtItsUpper() throws {
        #expect(try height(Text("Short").lineLimit(2...4)) == 41)
        #expect(try height(Text(long).lineLimit(2...4), narrow) == 82)
        #expect(try height(Text(long), narrow) > 82, "unlimited, the text takes more than four lines")
    }

    @Test func aRangeFromReservesItsLowerBoundWithoutALimit() throws {
        #expect(try height(Text("Short").lineLimit(2...)) == 41)
        #expect(try height(Text(long).lineLimit(2...), narrow) == (try height(Text(long), narrow)))
    }

    @Test func aRangeThroughOnlyLimits() throws {
        #expect(try height(Text("Short").lineLimit(...3)) == 21)
        #expect(try height(Text(long).lineLimit(...3), narrow) == 61)
    }

    @Test func anInnerLineLimitReplacesTheReservation() throws {
        #expect(try height(Text("Short").lineLimit(1).lineLimit(3, reservesSpace: true)) == 21)
        #expect(try height(Text("Short").lineLimit(...2).lineLimit(3...)) == 21)
    }

    @Test func theReservationIsInTheTextsOwnFont() throws {
        let one = try height(Text("Short").font(.title))
        let two = try height(Text("Short").font(.title).lineLimit(2, reservesSpace: true))
        #expect(one == 34, "a 28-point title line: 33.41 rounded up")
        #expect(two == 67, "two title lines: 66.83 rounded up")
    }

    @Test func aHugeReservationStopsAtTheLinesThatFitTheProposedHeight() throws {
        let proposal = ProposedViewSize(width: 120, height: 100)
        #expect(try height(Text("Short").lineLimit(Int.max, reservesSpace: true), proposal) == 82)
        #expect(try height(Text("Short").lineLimit(Int.min...Int.max), proposal) == 21)
        #expect(try height(Text("Short").lineLimit(3, reservesSpace: true), ProposedViewSize(width: 120, height: 5)) == 21)
    }

    @Test func theTextIsDrawnFromTheTopOfTheReservedSpace() throws {
        let dump = try displayListDump(Text("Short").lineLimit(3, reservesSpace: true))
        #expect(dump == "text \"Short\" Inter 17 w400 #000000 at (0 0) size (42.35 61) lines 3")
    }

    @Test func aVerticalTextFieldReservesItsRangesLowerBound() throws {
        let field = TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...)
        #expect(try height(field, narrow) == 61)
        let single = TextField("Title", text: .constant("")).lineLimit(3...)
        #expect(try height(single, narrow) == 21, "a one-line field ignores line limits")
    }
}
