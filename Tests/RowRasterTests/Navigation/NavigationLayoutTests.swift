import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// The navigation bar's frames as iOS 17 lays it out on iPhone (no status bar): a 44-point bar,
/// a 52-point large-title area, a 52-point search drawer, items at the 16-point margins.
@MainActor
@Suite struct NavigationLayoutTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    private func contentFrame<V: View>(_ view: V) throws -> CGRect {
        try #require(try frames(of: "ListBackground", in: view, proposal: screen).first)
    }

    private func textFrame<V: View>(_ text: String, in view: V) throws -> CGRect {
        let line = try #require(try layoutDump(view, proposal: screen).split(separator: "\n").first { $0.contains("Text (") && $0.contains("\"\(text)\"") })
        let numbers = line[line.firstIndex(of: "(")!...].dropFirst().prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    @Test func largeTitleSitsBelowTheBarAtTheMargin() throws {
        let screen = InboxScreen()
        #expect(try contentFrame(screen) == CGRect(x: 0, y: 96, width: 390, height: 504))
        let title = try textFrame("Inbox", in: screen)
        #expect(title.minX == 16)
        // 34-point bold, one line, centred in the 52-point area below the 44-point bar.
        #expect(title.minY >= 44 && title.maxY <= 96)
        #expect(abs(title.midY - 70) < 0.01)
        let edit = try textFrame("Edit", in: screen)
        #expect(edit.minX == 16)
        #expect(abs(edit.midY - 22) < 0.01)
        // The trailing group ends at the trailing margin, its two symbols 16 points apart.
        let symbols = try frames(of: "Symbol", in: screen, proposal: self.screen).filter { $0.maxY <= 44 }
        #expect(symbols.count == 2)
        #expect(symbols.last?.maxX == 374)
        #expect(abs(symbols[1].minX - symbols[0].maxX - 16) < 0.01)
    }

    @Test func inlineTitleIsCentredInTheBar() throws {
        let screen = EditProfileScreen()
        #expect(try contentFrame(screen) == CGRect(x: 0, y: 44, width: 390, height: 556))
        let title = try textFrame("Edit Profile", in: screen)
        #expect(abs(title.midX - 195) < 0.01)
        #expect(abs(title.midY - 22) < 0.01)
        #expect(try textFrame("Cancel", in: screen).minX == 16)
        #expect(abs(try textFrame("Done", in: screen).maxX - 374) < 0.01)
        #expect(try layoutDump(screen, proposal: self.screen).contains("\"Done\" Inter 17 w600"))
    }

    @Test func searchFieldAddsItsDrawerBelowTheLargeTitle() throws {
        let screen = SearchableContactsScreen()
        #expect(try contentFrame(screen) == CGRect(x: 0, y: 148, width: 390, height: 452))
        let prompt = try textFrame("Search contacts", in: screen)
        // The 36-point field spans 104...140 in the 96...148 drawer.
        #expect(abs(prompt.midY - 122) < 0.01)
    }

    @Test func aHiddenBarLeavesTheContentAtTheTop() throws {
        let hidden = NavigationStack {
            List { Text("Row") }.navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar)
        }
        #expect(try contentFrame(hidden) == CGRect(x: 0, y: 0, width: 390, height: 600))
        let old = NavigationView { List { Text("Row") }.navigationBarHidden(true) }
        #expect(try contentFrame(old) == CGRect(x: 0, y: 0, width: 390, height: 600))
    }

    @Test func anEmptyTitleStillTakesTheLargeTitleArea() throws {
        // iOS keeps the large-title space with no title: the well-known gap above a list.
        #expect(try contentFrame(NavigationStack { List { Text("Row") } }) == CGRect(x: 0, y: 96, width: 390, height: 504))
    }

    @Test func barModifiersOutsideAStackDrawNothing() throws {
        let row = HStack { Text("Row"); Spacer(); Image(systemName: "star.fill") }.padding()
        let proposal = ProposedViewSize(width: 390, height: nil)
        let modified = row
            .navigationTitle("Unused")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem { Button("Add") {} } }
            .searchable(text: .constant(""))
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .navigationBarBackButtonHidden()
        #expect(try displayListDump(modified, proposal: proposal) == displayListDump(row, proposal: proposal))
    }

    @Test func aVisibleBackgroundDrawsTheBarWithAHairline() throws {
        func screen(visible: Bool) -> some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Settings")
                    .toolbarBackground(Color.blue, for: .navigationBar)
                    .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
            }
        }
        let atRest = try layoutDump(screen(visible: false), proposal: self.screen)
        let visible = try layoutDump(screen(visible: true), proposal: self.screen)
        // At rest the colour is not drawn (the bar is transparent over the list's grey).
        #expect(!atRest.contains("#007AFF"))
        // At scale 1 (the dump's) the hairline is one point.
        #expect(visible.contains("Rectangle (0 0 390 95) #007AFF"))
        #expect(visible.contains("Divider (0 95 390 1)"))
    }

    /// Toolbar content of an app's own, with a condition, as apps factor it out.
    private struct ComposeToolbar: ToolbarContent {
        let canSend: Bool
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            if canSend {
                ToolbarItem(placement: .primaryAction) { Button("Send") {} }
            }
        }
    }

    @Test func customToolbarContentAndOlderBarItemsArePlaced() throws {
        let custom = NavigationStack { List { Text("Draft") }.navigationTitle("New Message").toolbar { ComposeToolbar(canSend: true) } }
        #expect(try textFrame("Cancel", in: custom).minX == 16)
        #expect(abs(try textFrame("Send", in: custom).maxX - 374) < 0.01)
        let withoutSend = NavigationStack { List { Text("Draft") }.toolbar { ComposeToolbar(canSend: false) } }
        #expect(!(try layoutDump(withoutSend, proposal: screen).contains("\"Send\"")))
        let old = NavigationView {
            List { Text("Row") }
                .navigationBarTitle("Old", displayMode: .inline)
                .navigationBarItems(leading: Button("Back") {}, trailing: Button("Save") {})
        }
        #expect(try textFrame("Back", in: old).minX == 16)
        #expect(abs(try textFrame("Save", in: old).maxX - 374) < 0.01)
        #expect(abs(try textFrame("Old", in: old).midX - 195) < 0.01)
    }

    @Test func navigationPathCountsItsValues() {
        var path = NavigationPath()
        path.append(InboxMessage.samples[0])
        path.append(3)
        #expect(path.count == 2)
        path.removeLast()
        #expect(path.count == 1)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1, 2, 3]).count == 3)
    }
}

/// A split view on iPhone is a stack at its sidebar.
@MainActor
@Suite struct NavigationSplitViewTests {
    @Test func aSplitViewShowsItsSidebarAsTheStacksRoot() throws {
        let proposal = ProposedViewSize(width: 390, height: 600)
        let split = NavigationSplitView {
            List { Text("Inbox"); Text("Archive") }.navigationTitle("Mailboxes")
        } detail: {
            Text("Select a mailbox")
        }
        let stack = NavigationStack { List { Text("Inbox"); Text("Archive") }.navigationTitle("Mailboxes") }
        #expect(try displayListDump(split, proposal: proposal) == displayListDump(stack, proposal: proposal))
        #expect(!(try layoutDump(split, proposal: proposal).contains("Select a mailbox")))
        let threeColumns = NavigationSplitView(columnVisibility: .constant(.all)) {
            List { Text("Accounts") }
        } content: {
            Text("Mailboxes")
        } detail: {
            Text("Message")
        }
        #expect(try layoutDump(threeColumns, proposal: proposal).contains("\"Accounts\""))
    }
}
