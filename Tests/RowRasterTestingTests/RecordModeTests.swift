import Foundation
import RowRaster
import Testing
@testable import RowRasterGoldens
@testable import RowRasterTesting

@MainActor
@Suite struct RecordModeTests {
    var red: some View { Color.red.frame(width: 6, height: 4) }
    var blue: some View { Color.blue.frame(width: 6, height: 4) }

    @Test func missingRecordsTheGoldenAndFails() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = check(red, root: root, record: .missing)
        #expect(outcome.status == .recorded)
        #expect(outcome.failureMessage?.contains("recorded a new golden") == true)
        #expect(FileManager.default.fileExists(atPath: goldenURL(root).path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Goldens/Harness/probe@1x.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Goldens/environment.json").path))
        // Atomic writes leave no temporary files behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Goldens/Harness").path).sorted()
                == ["probe@1x.png", "probe@1x.txt"])
        let again = check(red, root: root, record: .missing)
        #expect(again.status == .passed && again.failureMessage == nil)
    }

    @Test func neverWritesNothingAndSaysHowToAccept() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = check(red, root: root, record: .never)
        #expect(outcome.status == .missing)
        #expect(outcome.failureMessage?.contains("rowraster goldens accept 'Goldens/Harness/probe@1x.png'") == true)
        #expect(!FileManager.default.fileExists(atPath: goldenURL(root).path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/golden-failures/Harness/probe@1x.actual.png").path))
    }

    @Test func neverDoesNotRewriteAFailingGolden() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red, root: root, record: .missing)
        let before = try Data(contentsOf: goldenURL(root))
        let outcome = check(blue, root: root, record: .never)
        #expect(outcome.status == .failed)
        #expect(try Data(contentsOf: goldenURL(root)) == before)
    }

    @Test func allRewritesChangedGoldensButNotUnchangedOnes() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red, root: root, record: .missing)
        let recorded = modificationDate(goldenURL(root))
        let unchanged = check(red, root: root, record: .all)
        #expect(unchanged.status == .passed)
        #expect(modificationDate(goldenURL(root)) == recorded, "unchanged pixels are not rewritten")
        let changed = check(blue, root: root, record: .all)
        #expect(changed.status == .recorded && changed.failureMessage != nil)
        #expect(check(blue, root: root, record: .never).status == .passed)
    }

    @Test func failedRewritesOnlyFailingGoldensAndStillFails() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red, root: root, record: .missing)
        let recorded = modificationDate(goldenURL(root))
        #expect(check(red, root: root, record: .failed).status == .passed)
        #expect(modificationDate(goldenURL(root)) == recorded)
        let outcome = check(blue, root: root, record: .failed)
        #expect(outcome.status == .recorded)
        #expect(outcome.failureMessage?.contains("re-recorded") == true)
        #expect(check(blue, root: root, record: .never).status == .passed)
    }

    @Test func aCorruptGoldenIsReportedAsSuch() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: goldenURL(root).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: goldenURL(root))
        let outcome = check(red, root: root, record: .never)
        #expect(outcome.status == .failed)
        #expect(outcome.failureMessage?.contains("is corrupt or not a PNG") == true)
        #expect(try Data(contentsOf: goldenURL(root)) == Data("not a png".utf8))
    }

    @Test func aNondeterministicViewIsCaught() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = check(Flicker(), root: root, record: .missing)
        #expect(outcome.status == .failed)
        #expect(outcome.failureMessage?.contains("nondeterministic") == true)
        #expect(!FileManager.default.fileExists(atPath: goldenURL(root).path), "no golden for a view that flickers")
    }

    @Test func aChangeWritesArtifactsAndNamesTheChangedElements() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red.padding(2), root: root, record: .missing)
        let outcome = check(blue.padding(2), root: root, record: .never)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("pixels differ"))
        #expect(message.contains("Smallest passing tolerance"))
        #expect(message.contains("Color: (2 2 6 4) #FF3B30 → (2 2 6 4) #007AFF"))
        let failures = root.appendingPathComponent("output/golden-failures")
        for artifact in ["actual", "expected", "diff", "triptych", "zoom-1"] {
            #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("Harness/probe@1x.\(artifact).png").path), "\(artifact)")
        }
        let index = try String(contentsOf: failures.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Harness/probe@1x.diff.png"))
    }

    @Test func aSizeChangeFailsWithBothSizes() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red, root: root, record: .missing)
        let outcome = check(Color.red.frame(width: 7, height: 4), root: root, record: .never)
        #expect(outcome.failureMessage?.contains("size changed from 6×4 to 7×4 pixels") == true)
    }

    @Test func aDifferentEnvironmentIsCalledDrift() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = check(red, root: root, record: .missing)
        let fingerprint = root.appendingPathComponent("Goldens/environment.json")
        var json = try String(contentsOf: fingerprint, encoding: .utf8)
        json = json.replacingOccurrences(of: "\"cairo\" : \"", with: "\"cairo\" : \"0.0.0-")
        try json.write(to: fingerprint, atomically: true, encoding: .utf8)
        let outcome = check(blue, root: root, record: .never)
        #expect(outcome.failureMessage?.contains("Environment drift") == true)
        #expect(outcome.failureMessage?.contains("cairo 0.0.0-") == true)
    }

    @Test func assertGoldenReportsItsFailureToSwiftTesting() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        withKnownIssue {
            withGoldenConfiguration(GoldenConfiguration(root: root, record: .never, scale: 1)) {
                assertGolden(of: red)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No golden at Goldens/RecordModeTests/assertGoldenReportsItsFailureToSwiftTesting@1x.png") }
        }
    }
}

/// A view that draws differently every time it is evaluated.
struct Flicker: View {
    @MainActor static var evaluations = 0

    var body: some View {
        Flicker.evaluations += 1
        return Color(white: Double(Flicker.evaluations % 10) / 10).frame(width: 4, height: 4)
    }
}
