import Foundation
import Testing

/// The generated pieces of `make api-coverage` agree: every declaration the table calls
/// supported or resting state has its call in `Generated/`, which this target compiles.
@Suite struct CoverageTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCoveredDeclarationHasItsCall() throws {
        let table = try String(contentsOf: Self.root.appending(path: "scripts/api-coverage/coverage.tsv"), encoding: .utf8)
        let covered = table.split(separator: "\n").dropFirst().filter {
            let status = $0.split(separator: "\t").last ?? ""
            return status == "supported" || status == "resting state"
        }
        let folder = Self.root.appending(path: "Tests/APICoverageTests/Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("Calls") }
        var calls = 0
        for file in files {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            calls += text.components(separatedBy: "@MainActor func _check").count - 1
        }
        #expect(calls == covered.count)
        #expect(covered.count > 1000)
    }
}
