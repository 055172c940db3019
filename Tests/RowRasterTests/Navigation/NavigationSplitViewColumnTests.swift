@testable import RowRaster
import Testing

/// iOS 17's `preferredCompactColumn:`: on iPhone the collapsed split view has that column on top.
/// `.sidebar` draws the sidebar as the split view without it; `.content` and `.detail` put a
/// pushed page on top on iOS, which RowRaster does not draw yet, so they show the sidebar too.
@MainActor
@Suite struct NavigationSplitViewColumnTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    private func mailboxes() -> some View {
        List { Text("Inbox"); Text("Archive") }.navigationTitle("Mailboxes")
    }

    private var plainStack: some View { NavigationStack { mailboxes() } }

    @Test func theSidebarOnTopIsTheSplitViewsStackAtItsSidebar() throws {
        let expected = try displayListDump(plainStack, proposal: screen)
        let column = Binding.constant(NavigationSplitViewColumn.sidebar)
        let twoColumns = NavigationSplitView(preferredCompactColumn: column) { mailboxes() } detail: { Text("Message") }
        let twoWithVisibility = NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: column) {
            mailboxes()
        } detail: { Text("Message") }
        let threeColumns = NavigationSplitView(preferredCompactColumn: column) { mailboxes() } content: {
            Text("Messages")
        } detail: { Text("Message") }
        let threeWithVisibility = NavigationSplitView(columnVisibility: .constant(.doubleColumn), preferredCompactColumn: column) {
            mailboxes()
        } content: { Text("Messages") } detail: { Text("Message") }
        #expect(try displayListDump(twoColumns, proposal: screen) == expected)
        #expect(try displayListDump(twoWithVisibility, proposal: screen) == expected)
        #expect(try displayListDump(threeColumns, proposal: screen) == expected)
        #expect(try displayListDump(threeWithVisibility, proposal: screen) == expected)
        #expect(try layoutDump(twoColumns, proposal: screen) == layoutDump(plainStack, proposal: screen))
    }

    @Test func contentAndDetailOnTopAreNotDrawnYetAndShowTheSidebar() throws {
        let expected = try displayListDump(plainStack, proposal: screen)
        for column in [NavigationSplitViewColumn.content, .detail] {
            let split = NavigationSplitView(preferredCompactColumn: .constant(column)) { mailboxes() } content: {
                Text("Messages")
            } detail: { Text("Message") }
            let dump = try displayListDump(split, proposal: screen)
            #expect(dump == expected)
            #expect(!dump.contains("\"Message\""))
        }
    }

    @Test func theColumnsAreThreeDistinctValues() {
        let columns: [NavigationSplitViewColumn] = [.sidebar, .content, .detail]
        #expect(Set(columns).count == 3)
        #expect(NavigationSplitViewColumn.detail == .detail)
    }
}
