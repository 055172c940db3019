import Foundation
@testable import RowRaster
import Testing

/// A navigation path saved with `codable` and restored with `init(_:)`.
@Suite struct NavigationPathCodingTests {
    struct Recipe: Codable, Hashable { var name: String; var servings: Int }
    struct NotCodable: Hashable { var id: Int }

    @Test func aPathOfCodableValuesSurvivesEncodingAndDecoding() throws {
        var path = NavigationPath()
        path.append(Recipe(name: "Soup", servings: 2))
        path.append(7)
        path.append("notes")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test func theEncodingListsTheLastPushedFirstAsNameThenJSON() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        let strings = try JSONDecoder().decode([String].self, from: JSONEncoder().encode(try #require(path.codable)))
        #expect(strings.count == 4)
        #expect(strings[1] == "\"two\"")
        #expect(strings[3] == "1")
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoCodableForm() {
        var path = NavigationPath()
        path.append(1)
        path.append(NotCodable(id: 1))
        #expect(path.codable == nil)
    }

    @Test func unknownTypesAndBadJSONAreLeftOutWithoutTrapping() throws {
        let saved = Data(#"["NoSuchType", "{}", "Si", "oops", "Si", "5"]"#.utf8)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
        #expect(restored == NavigationPath([5]))
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
        }
    }
}
