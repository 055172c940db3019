import Foundation
import SnapshotTesting
import SwiftUI
import Testing

// The same row's snapshots, written in each form Xcode 16 teams write them with Swift Testing:
// a `@MainActor` suite (the form that crashed on Linux), a suite without isolation, `async`
// tests, and a `withSnapshotTesting` scope. Their references, recorded on Linux, are the same
// pixels as the XCTest suite's for the same rows.

@MainActor
@Suite struct MainActorSnapshotSuite {
    @Test func fixedLayout() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine"),
                       as: .image(layout: .fixed(width: 375, height: 64)))
    }

    @Test func asyncSizeThatFits() async {
        await Task.yield()
        assertSnapshot(of: ContactRow(name: "Grace Hopper", detail: "COBOL"), as: .image(layout: .sizeThatFits))
    }
}

@Suite struct NonisolatedSnapshotSuite {
    @Test func fixedLayoutWithoutIsolation() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine"),
                       as: .image(layout: .fixed(width: 375, height: 64)))
    }

    @Test func asyncFixedLayoutInAScope() async {
        await withSnapshotTesting(record: .missing) {
            await Task.yield()
            assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Analytical Engine"),
                           as: .image(layout: .fixed(width: 375, height: 64)))
        }
    }

    @MainActor @Test func mainActorTestInANonisolatedSuite() {
        assertSnapshot(of: ContactRow(name: "Grace Hopper", detail: "COBOL"), as: .image(layout: .sizeThatFits))
    }
}
