import Foundation
import Testing
@testable import rowraster

/// `rowraster goldens`: each refusal says what is wrong and what to do, and exits non-zero.
@Suite struct GoldensCommandTests {
    private func temporaryRoot() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-goldens-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("output/golden-runs"), withIntermediateDirectories: true)
        return url
    }

    private func failure(_ run: () throws -> Void) -> CommandFailure? {
        do {
            try run()
            return nil
        } catch {
            return error as? CommandFailure
        }
    }

    @Test func acceptWithoutARunOrRootSaysWhatToDo() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let missingRoot = failure { try GoldensCommand.Accept.parse(["--root", root.appendingPathComponent("nowhere").path]).run() }
        #expect(missingRoot?.message.contains("is not a directory: pass --root the package directory") == true)
        #expect(missingRoot?.exitCode == 2)
        let noRun = failure { try GoldensCommand.Accept.parse(["--root", root.path]).run() }
        #expect(noRun?.message.contains("No test run is recorded") == true)
        let status = failure { try GoldensCommand.Status.parse(["--root", root.path]).run() }
        #expect(status?.message.contains("No test run is recorded") == true)
    }

    @Test func aTruncatedManifestIsNamedAndPruneRefusesToDelete() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{\"session\":\"ppid-1\",\"entr".utf8).write(to: root.appendingPathComponent("output/golden-runs/ppid-1-7.json"))
        let accept = failure { try GoldensCommand.Accept.parse(["--root", root.path]).run() }
        #expect(accept?.message.contains("ppid-1-7.json cannot be read (truncated or corrupt)") == true)
        let prune = failure { try GoldensCommand.Prune.parse(["--root", root.path, "--delete"]).run() }
        #expect(prune?.message.contains("ppid-1-7.json") == true && prune?.exitCode == 2)
    }

    @Test func aRefusedGoldenMakesAcceptFailAndSaysWhatWasNotReplaced() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            {"session":"ppid-1","startedAt":"2026-01-01T00:00:00Z","filtered":false,"finished":true,
             "entries":[{"golden":"Goldens/../../escape.png","status":"failed","actual":"output/golden-failures/S/x.actual.png"}]}
            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("output/golden-runs/ppid-1-7.json"))
        let accept = failure { try GoldensCommand.Accept.parse(["--root", root.path]).run() }
        #expect(accept?.exitCode == 1)
        #expect(accept?.message.contains("refused Goldens/../../escape.png: its path is not a PNG inside") == true)
        #expect(accept?.message.contains("replaced: none\nnot replaced: Goldens/../../escape.png") == true)
    }
}
