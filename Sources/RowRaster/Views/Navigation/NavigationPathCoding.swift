import Foundation

// Saving and restoring a navigation path, as SwiftUI's `NavigationPath.codable` does for
// state restoration: each value as its type's mangled name and its JSON, in the order
// SwiftUI writes them (last pushed first, name before value).

extension NavigationPath {
    /// A path in a form that can be encoded and decoded, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`.
    public struct CodableRepresentation: Codable, Sendable, Equatable {
        /// One pushed value: its type's mangled name and the value as JSON.
        struct Entry: Sendable, Equatable {
            let typeName: String
            let json: String
        }

        /// The pushed values, first pushed first.
        let entries: [Entry]

        init(entries: [Entry]) { self.entries = entries }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var lastFirst: [Entry] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                lastFirst.append(Entry(typeName: typeName, json: json))
            }
            entries = lastFirst.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries.reversed() {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }
    }

    /// The path in a form that can be saved, or `nil` when some value in it is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any Encodable, let typeName = _mangledTypeName(type(of: element.base)),
                  let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8) else {
                return nil
            }
            entries.append(CodableRepresentation.Entry(typeName: typeName, json: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// A path restored from a saved one. A value whose type this program lacks, or whose JSON
    /// no longer decodes, is left out rather than trapping.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for entry in codable.entries {
            guard let type = _typeByName(entry.typeName) as? any (Decodable & Hashable).Type,
                  let value = Self.decoded(type, from: entry.json) else { continue }
            elements.append(value)
        }
    }

    private static func decoded<T: Decodable & Hashable>(_ type: T.Type, from json: String) -> AnyHashable? {
        (try? JSONDecoder().decode(T.self, from: Data(json.utf8))).map { AnyHashable($0) }
    }
}
