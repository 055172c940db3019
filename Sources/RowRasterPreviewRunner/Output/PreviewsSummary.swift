import Foundation

/// `--json FILE`: what the run did, for CI dashboards and shard merging.
struct PreviewsSummary: Codable {
    var previews: Int
    var variants: [String]
    /// `i/n` when the run was one shard.
    var shard: String?
    var failures: Int
    var seconds: Double
    /// True when `--record` was given (a recorded golden then passes); absent otherwise.
    var record: Bool?
    var results: [PreviewResult]

    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
