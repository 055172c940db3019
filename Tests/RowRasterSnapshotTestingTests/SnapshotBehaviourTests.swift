import Foundation
import RowRasterPNG
import RowRasterSnapshotTesting
import SnapshotTesting
import SwiftUI
import XCTest

/// What the strategies do beyond a passing run: a changed view fails with RowRaster's artifacts,
/// precision and perceptual precision mean what swift-snapshot-testing says, and the library's
/// record modes work with them.
final class SnapshotBehaviourTests: XCTestCase {
    private let fixed = Snapshotting<ContactRow, SnapshotImage>.image(layout: .fixed(width: 375, height: 64))
    private let ada = ContactRow(name: "Ada Lovelace", detail: "Analytical Engine")

    private var referenceDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ContactRowSnapshotTests").path
    }

    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testChangingOneColourFailsWithArtifacts() throws {
        let message = verifySnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine", accent: .red), as: fixed,
                                     record: .never, snapshotDirectory: referenceDirectory, testName: "testFixedLayout()")
        let text = try XCTUnwrap(message)
        XCTAssertTrue(text.contains("Newly-taken snapshot does not match reference."), text)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("RowRaster's artifacts: ") })
        let triptych = String(line.dropFirst("RowRaster's artifacts: ".count).split(separator: " ").first ?? "")
        XCTAssertTrue(triptych.hasSuffix(".triptych.png"), triptych)
        for artifact in ["triptych", "diff", "expected", "actual"] {
            let path = triptych.replacingOccurrences(of: ".triptych.png", with: ".\(artifact).png")
            XCTAssertNoThrow(try PNGCodec.decode(contentsOf: URL(fileURLWithPath: path)), artifact)
        }
        let sidecar = triptych.replacingOccurrences(of: ".triptych.png", with: ".actual.txt")
        XCTAssertTrue(try String(contentsOfFile: sidecar, encoding: .utf8).contains("Circle"))
    }

    /// A small corner changed: 36×36 of 1125×192 pixels (0.6 %), about 0.45 % of the bytes
    /// (alpha stays 255).
    private var adaWithAMark: some View {
        ada.overlay(alignment: .topLeading) { Color.black.frame(width: 12, height: 12) }
    }

    func testPrecisionIsTheFractionOfMatchingBytes() throws {
        let directory = try temporaryDirectory()
        let strict = Snapshotting<AnyView, SnapshotImage>.image(layout: .fixed(width: 375, height: 64))
        _ = verifySnapshot(of: AnyView(ada), as: strict, named: "mark", record: .all, snapshotDirectory: directory)
        XCTAssertNotNil(verifySnapshot(of: AnyView(adaWithAMark), as: strict, named: "mark", record: .never, snapshotDirectory: directory))
        let loose = Snapshotting<AnyView, SnapshotImage>.image(precision: 0.98, layout: .fixed(width: 375, height: 64))
        XCTAssertNil(verifySnapshot(of: AnyView(adaWithAMark), as: loose, named: "mark", record: .never, snapshotDirectory: directory))
        let tight = Snapshotting<AnyView, SnapshotImage>.image(precision: 0.999, layout: .fixed(width: 375, height: 64))
        let message = try XCTUnwrap(verifySnapshot(of: AnyView(adaWithAMark), as: tight, named: "mark", record: .never,
                                                   snapshotDirectory: directory))
        XCTAssertTrue(message.contains("Actual image precision"), message)
    }

    func testPerceptualPrecisionToleratesColoursTheEyeCannotTellApart() throws {
        let directory = try temporaryDirectory()
        func row(_ accent: Color) -> ContactRow { ContactRow(name: "Ada Lovelace", detail: "Analytical Engine", accent: accent) }
        _ = verifySnapshot(of: row(Color(red: 0, green: 0.478, blue: 1)), as: fixed, named: "tone", record: .all,
                           snapshotDirectory: directory)
        // One step of green in the accent: a ΔE94 of about 0.3.
        let nearly = row(Color(red: 0, green: 0.482, blue: 1))
        XCTAssertNotNil(verifySnapshot(of: nearly, as: fixed, named: "tone", record: .never, snapshotDirectory: directory))
        let perceptual = Snapshotting<ContactRow, SnapshotImage>.image(perceptualPrecision: 0.98, layout: .fixed(width: 375, height: 64))
        XCTAssertNil(verifySnapshot(of: nearly, as: perceptual, named: "tone", record: .never, snapshotDirectory: directory))
        let message = try XCTUnwrap(verifySnapshot(of: row(.red), as: perceptual, named: "tone", record: .never,
                                                   snapshotDirectory: directory))
        XCTAssertTrue(message.contains("The lowest perceptual color precision"), message)
    }

    /// The presets read RowRaster's device table and keep swift-snapshot-testing's sizes and
    /// safe areas.
    func testPresetsKeepTheLibrarysSizesAndSafeAreas() {
        XCTAssertEqual(ViewImageConfig.iPhone13.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(ViewImageConfig.iPhone13.safeArea, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).size, CGSize(width: 568, height: 320))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).safeArea, .zero)
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini(.landscape).safeArea, UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        XCTAssertEqual(ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).size, CGSize(width: 592, height: 834))
        XCTAssertEqual(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).safeArea,
                       UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9.size, CGSize(width: 1366, height: 1024))
    }

    /// A device layout's image is the whole screen at the traits' scale (3 when unspecified).
    func testDeviceLayoutsAreTheScreenAtTheScale() {
        func pixels(_ config: ViewImageConfig, _ traits: UITraitCollection = .init()) -> [Int] {
            var size: [Int] = []
            Snapshotting<ContactRow, SnapshotImage>.image(layout: .device(config: config), traits: traits)
                .snapshot(ada).run { size = [$0.bitmap.width, $0.bitmap.height] }
            return size
        }
        XCTAssertEqual(pixels(.iPhone13), [1170, 2532])
        XCTAssertEqual(pixels(.iPhoneSe(.landscape), .init(displayScale: 2)), [1136, 640])
        XCTAssertEqual(pixels(.iPadPro11(.portrait(splitView: .oneThird)), .init(displayScale: 1)), [320, 1194])
        XCTAssertEqual(pixels(.iPad10_2), [3240, 2430])
    }

    func testRecordModes() throws {
        let directory = try temporaryDirectory()
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("testRecordModes.modes.png")
        // never: a missing reference fails and is not written.
        let never = try XCTUnwrap(verifySnapshot(of: ada, as: fixed, named: "modes", record: .never, snapshotDirectory: directory))
        XCTAssertTrue(never.contains("No reference was found on disk"), never)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
        // missing: written, and the test fails saying so; then it passes.
        XCTAssertNotNil(verifySnapshot(of: ada, as: fixed, named: "modes", record: .missing, snapshotDirectory: directory))
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        XCTAssertNil(verifySnapshot(of: ada, as: fixed, named: "modes", record: .missing, snapshotDirectory: directory))
        // failed: a changed view rewrites the reference (and fails); the new one then passes.
        let red = ContactRow(name: "Ada Lovelace", detail: "Analytical Engine", accent: .red)
        XCTAssertNotNil(verifySnapshot(of: red, as: fixed, named: "modes", record: .failed, snapshotDirectory: directory))
        XCTAssertNil(verifySnapshot(of: red, as: fixed, named: "modes", record: .never, snapshotDirectory: directory))
        // all: always rewrites, and fails saying record mode is on.
        let all = try XCTUnwrap(verifySnapshot(of: ada, as: fixed, named: "modes", record: .all, snapshotDirectory: directory))
        XCTAssertTrue(all.contains("Record mode is on"), all)
        XCTAssertNil(verifySnapshot(of: ada, as: fixed, named: "modes", record: .never, snapshotDirectory: directory))
        // withSnapshotTesting(record:) sets the mode for what runs inside.
        try FileManager.default.removeItem(at: reference)
        withSnapshotTesting(record: .never) {
            XCTAssertNotNil(verifySnapshot(of: ada, as: fixed, named: "modes", snapshotDirectory: directory))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }
}
