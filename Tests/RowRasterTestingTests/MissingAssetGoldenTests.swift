import Foundation
import RowRaster
import Testing
@testable import RowRasterGoldens
@testable import RowRasterTesting

/// A golden of a row with a missing asset fails by default instead of recording a blank.
@MainActor
@Suite struct MissingAssetGoldenTests {
    @Test func aMissingImageFailsTheGoldenUnlessWarningsAreAllowed() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let view = HStack { Image("no-such-asset-\(UUID().uuidString)"); Color.red.frame(width: 4, height: 4) }
        let strict = check(view, root: root, record: .missing)
        #expect(strict.status == .failed)
        #expect(strict.failureMessage?.contains("No image named") == true)
        #expect(!FileManager.default.fileExists(atPath: goldenURL(root).path))

        let configuration = GoldenConfiguration(root: root, record: .missing, scale: 1, suite: "Harness", treatsWarningsAsErrors: false)
        let location = GoldenLocation(root: root, suite: "Harness", test: "probe", name: nil, scale: 1)
        let lenient = GoldenCheck(location: location, configuration: configuration)
            .run(view, GoldenRequest(proposal: .unspecified, fixedSize: nil, scale: 1, treatsWarningsAsErrors: false))
        #expect(lenient.status == .recorded)
    }
}
