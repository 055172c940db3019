import Foundation
@testable import RowRaster
import Testing

/// Badges in list rows and outline groups at rest.
@MainActor
@Suite struct ListBadgeAndOutlineTests {
    private static let screen = ProposedViewSize(width: 390, height: 300)

    private struct Folder: Identifiable {
        var id: String { name }
        var name: String
        var children: [Folder]?
    }

    private static let folders = [
        Folder(name: "Documents", children: [Folder(name: "Taxes")]),
        Folder(name: "Notes", children: nil),
        Folder(name: "Empty", children: []),
    ]

    private func same(_ made: some View, _ written: some View, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try layoutDump(made, proposal: Self.screen) == layoutDump(written, proposal: Self.screen), sourceLocation: sourceLocation)
        #expect(try displayListDump(made, proposal: Self.screen) == displayListDump(written, proposal: Self.screen), sourceLocation: sourceLocation)
    }

    @Test func badgeIsTrailingSecondaryTextInTheRow() throws {
        let badged = List { Text("Inbox").badge(3) }
        let written = List {
            HStack { Text("Inbox").frame(maxWidth: .infinity, alignment: .leading); Text("3").foregroundStyle(.secondary).lineLimit(1) }
        }
        try same(badged, written)
        // Its frame: the row's trailing inset (20) from the card's edge (16 from the screen's).
        let frames = try texts(badged, proposal: Self.screen).map(\.0)
        #expect(frames.count == 2)
        #expect(frames.map(\.maxX).last == 354)
        #expect(frames.map(\.minX).first == 36)
    }

    /// iOS draws standard and decreased badges alike in lists: text, no platter.
    @Test func badgeProminenceStandardAndDecreasedDrawTheSame() throws {
        let badged = List { Text("Inbox").badge(3) }
        try same(List { Text("Inbox").badge(3) }.badgeProminence(.decreased), badged)
        try same(List { Text("Inbox").badge(3).badgeProminence(.standard) }, badged)
        #expect(EnvironmentValues().badgeProminence == .standard)
        #expect(BadgeProminence.decreased != .standard)
    }

    /// iOS tints list content only in sidebars; the styles drawn here show rows as they are.
    @Test func listItemTintLeavesRowsAsTheyAre() throws {
        let row = List { Label("Inbox", systemImage: "tray") }
        try same(List { Label("Inbox", systemImage: "tray").listItemTint(.red) }, row)
        try same(List { Label("Inbox", systemImage: "tray").listItemTint(.monochrome) }, row)
        try same(List { Label("Inbox", systemImage: "tray").listItemTint(.preferred(.red)) }.listStyle(.plain), row.listStyle(.plain))
        try same(List { Label("Inbox", systemImage: "tray").listItemTint(ListItemTint?.none) }, row)
    }

    @Test func everyBadgeFormAndTheHiddenOnes() throws {
        let written = List { Text("Inbox").badge(Text("New")) }
        try same(List { Text("Inbox").badge("New") }, written)
        try same(List { Text("Inbox").badge(LocalizedStringKey("New")) }, written)
        let plain = List { Text("Inbox") }
        try same(List { Text("Inbox").badge(0) }, plain)
        try same(List { Text("Inbox").badge(Text?.none) }, plain)
        try same(List { Text("Inbox").badge(String?.none) }, plain)
        try same(List { Text("Inbox").selectionDisabled() }, plain)
    }

    @Test func badgeKeepsTheRowsListTraitsAndIsIgnoredOutsideLists() throws {
        try same(Text("Inbox").badge(3), Text("Inbox"))
        let tinted = List { Text("Inbox").listRowBackground(Color.yellow).listRowSeparator(.hidden).badge(3); Text("Sent") }
        let dump = try displayListDump(tinted, proposal: Self.screen)
        // The yellow background and the hidden separator stay the row's.
        #expect(dump.contains("fill rect(16 16 358 44) #FFCC00"))
        #expect(dump.contains("text \"3\" Inter 17 w400 #3C3C4399 at (343.18 27.5)"))
        #expect(!dump.contains("fill rect(36 59"))
    }

    @Test func outlineListShowsTopLevelRowsCollapsed() throws {
        let outline = List(Self.folders, children: \.children) { Text($0.name) }
        let written = List {
            DisclosureGroup(isExpanded: .constant(false)) { EmptyView() } label: { Text("Documents") }
            Text("Notes")
            DisclosureGroup(isExpanded: .constant(false)) { EmptyView() } label: { Text("Empty") }
        }
        try same(outline, written)
        let dump = try displayListDump(outline, proposal: Self.screen)
        #expect(!dump.contains("Taxes"))
        // A chevron (one stroke) on each row that has children, even none.
        #expect(dump.components(separatedBy: "stroke path(").count == 3)
    }

    @Test func outlineFormsDrawAlike() throws {
        var folders = Self.folders
        let binding = Binding(get: { folders }, set: { folders = $0 })
        var selected: String?
        var many: Set<String> = []
        let written = List(Self.folders, children: \.children) { Text($0.name) }
        try same(List { OutlineGroup(Self.folders, children: \.children) { Text($0.name) } }, written)
        try same(List { OutlineGroup(Self.folders, id: \.name, children: \.children) { Text($0.name) } }, written)
        try same(List(Self.folders, id: \.name, children: \.children) { Text($0.name) }, written)
        try same(List(Self.folders, children: \.children, selection: Binding(get: { selected }, set: { selected = $0 })) { Text($0.name) }, written)
        try same(List(Self.folders, children: \.children, selection: Binding(get: { many }, set: { many = $0 })) { Text($0.name) }, written)
        try same(List(binding, children: \.children) { $folder in Text(folder.name) }, written)
        try same(List { OutlineGroup(binding, id: \.name, children: \.children) { $folder in Text(folder.name) } }, written)
        // A root shows alone, collapsed.
        let root = List { OutlineGroup(Self.folders[0], children: \.children) { Text($0.name) } }
        #expect(try !displayListDump(root, proposal: Self.screen).contains("Taxes"))
    }
}
