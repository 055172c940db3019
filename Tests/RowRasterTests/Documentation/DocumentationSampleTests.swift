import Foundation
import Testing

/// Every Swift code block of the documentation articles is code that compiles: it is found,
/// line for line, in a file of the test targets (DocumentationSamples.swift, or the snapshot
/// suite), so an article cannot drift from the code it shows.
@Suite struct DocumentationSampleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" { current = [] } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil { current!.append(line) }
        }
        return blocks
    }

    /// The lines without their indentation, so a block may be quoted at any depth.
    private static func normalized(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static var articles: [URL] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }
            .sorted { $0.path < $1.path }
    }

    @Test func theCatalogueHasItsArticles() {
        let names = Set(Self.articles.map { $0.deletingPathExtension().lastPathComponent })
        for article in ["RowRaster", "GettingStarted", "GoldenTests", "SnapshotTests", "FrameBudgets", "CommandLine",
                        "SupportedSwiftUI", "Architecture", "RowRasterTesting"] {
            #expect(names.contains(article), "missing article \(article)")
        }
    }

    @Test(arguments: articles)
    func everySwiftBlockIsCompiledCode(article: URL) throws {
        let samples = try [
            "Tests/RowRasterTests/Documentation/DocumentationSamples.swift",
            "Tests/RowRasterSnapshotTestingTests/ContactRowSnapshotTests.swift",
        ].map { Self.normalized(try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8)) }
        for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
            let lines = Self.normalized(block)
            let found = samples.contains { sample in
                sample.indices.contains { start in
                    start + lines.count <= sample.count && Array(sample[start..<(start + lines.count)]) == lines
                }
            }
            #expect(found, "\(article.lastPathComponent): a Swift block is not in the compiled samples:\n\(block)")
        }
    }
}
