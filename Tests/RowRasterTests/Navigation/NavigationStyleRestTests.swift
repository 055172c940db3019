import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// Split view and navigation view styles, and removing the sidebar toggle, on a compact
/// iPhone width: every built-in style collapses to one stack, which has no sidebar toggle,
/// so the screen draws as without them.
@MainActor
@Suite struct NavigationStyleRestTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    private func split() -> some View {
        NavigationSplitView {
            List { Text("Mail") }.navigationTitle("Mailboxes")
        } detail: {
            Text("Select a mailbox")
        }
    }

    @Test func splitViewStylesDrawTheSameStack() throws {
        let plain = try displayListDump(split(), proposal: screen)
        #expect(plain.contains("\"Mailboxes\""))
        #expect(try displayListDump(split().navigationSplitViewStyle(.balanced), proposal: screen) == plain)
        #expect(try displayListDump(split().navigationSplitViewStyle(.prominentDetail), proposal: screen) == plain)
        #expect(try displayListDump(split().navigationSplitViewStyle(.automatic), proposal: screen) == plain)
        #expect(try displayListDump(split().toolbar(removing: .sidebarToggle), proposal: screen) == plain)
        #expect(try displayListDump(split().toolbar(removing: nil), proposal: screen) == plain)
    }

    @Test func theTwoColumnNavigationViewStyleIsAStackOnIPhone() throws {
        let view = NavigationView { List { Text("Row") }.navigationTitle("Title") }
        #expect(try displayListDump(view.navigationViewStyle(DoubleColumnNavigationViewStyle()), proposal: screen)
                == displayListDump(view, proposal: screen))
    }
}
