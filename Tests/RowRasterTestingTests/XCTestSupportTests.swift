import Foundation
import RowRaster
@testable import RowRasterGoldens
@testable import RowRasterTesting
import XCTest

/// assertGolden works from XCTest as well as Swift Testing.
final class XCTestSupportTests: XCTestCase {
    // XCTest on Linux runs tests on the main thread but cannot call main-actor test methods.
    func testAssertGoldenPassesAgainstARecordedGolden() throws {
        try MainActor.assumeIsolated { try Self.assertGoldenFromXCTest() }
    }

    @MainActor
    private static func assertGoldenFromXCTest() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let view = Capsule().fill(Color.teal).frame(width: 12, height: 6)
        // Record first (outside the assertion), then assert: no failure may be reported.
        _ = check(view, root: root, record: .missing, name: "assertGoldenFromXCTest()")
        try FileManager.default.moveItem(at: root.appendingPathComponent("Goldens/Harness"),
                                         to: root.appendingPathComponent("Goldens/XCTestSupportTests"))
        withGoldenConfiguration(GoldenConfiguration(root: root, record: .never, scale: 1)) {
            assertGolden(of: view)
        }
    }
}
