import SnapshotTesting
import SwiftUI
import XCTest

// Written exactly as an iOS team writes a snapshot suite for a row: XCTest, the library's
// assertSnapshot, and references under __Snapshots__/ContactRowSnapshotTests/.

struct ContactRow: View {
    var name: String
    var detail: String
    var accent: Color = .blue

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(accent.gradient)
                .frame(width: 44, height: 44)
                .overlay(Text(String(name.prefix(1))).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

final class ContactRowSnapshotTests: XCTestCase {
    func testFixedLayout() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine"),
                       as: .image(layout: .fixed(width: 375, height: 64)))
    }

    func testSizeThatFits() {
        assertSnapshot(of: ContactRow(name: "Grace Hopper", detail: "COBOL"), as: .image(layout: .sizeThatFits))
    }

    func testDevice() {
        let rows = VStack(spacing: 0) {
            ContactRow(name: "Ada Lovelace", detail: "Analytical Engine")
            Divider().padding(.leading, 72)
            ContactRow(name: "Alan Turing", detail: "Bletchley Park", accent: .green)
        }
        assertSnapshot(of: rows, as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }

    func testRightToLeft() {
        assertSnapshot(of: ContactRow(name: "דנה לוי", detail: "תל אביב"),
                       as: .image(layout: .fixed(width: 375, height: 64), traits: .init(layoutDirection: .rightToLeft)))
    }

    func testDarkMode() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine"),
                       as: .image(layout: .fixed(width: 375, height: 64), traits: .init(userInterfaceStyle: .dark)))
    }
}
