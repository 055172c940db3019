import Foundation
@testable import RowRasterCore
import Testing

/// iOS 18's directions: one set per axis, and the enumerations code as their raw values.
@Suite struct DirectionTests {
    @Test func setsHoldTheirDirections() throws {
        #expect(HorizontalDirection.Set(.leading) == .leading)
        #expect(HorizontalDirection.Set(.trailing).union(.leading) == .all)
        #expect(VerticalDirection.Set.all.subtracting(VerticalDirection.Set(.up)) == .down)
        #expect(VerticalDirection.allCases == [.up, .down])
    }

    @Test func directionsCodeAsTheirRawValues() throws {
        let encoded = try JSONEncoder().encode([HorizontalDirection.trailing, .leading])
        #expect(String(decoding: encoded, as: UTF8.self) == "[1,0]")
        #expect(try JSONDecoder().decode([VerticalDirection].self, from: Data("[1]".utf8)) == [.down])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(VerticalDirection.self, from: Data("7".utf8)) }
    }
}
