import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// How the list styles lay rows out: insets, minimum heights, separators starting at the
/// text, section cards — compared as layout and display-list dumps.
@MainActor
@Suite struct ListStyleTests {
    private let viewport = ProposedViewSize(width: 200, height: 150)

    @Test func plainRowsAreInsetWithSeparatorsStartingAtTheText() throws {
        let list = List {
            HStack { Color.red.frame(width: 20, height: 20); Text("One") }
            Text("Two")
        }
        .listStyle(.plain)
        // 44-point rows, content inset by 20; the first row's separator starts at its text
        // (20 + 20 + 8), a hairline (one pixel) to the trailing edge; the last row has none.
        let dump1 = try displayListDump(list, proposal: viewport)
        #expect(dump1 == """
        fill rect(0 0 200 150) #FFFFFF
        group clip(rect(0 0 200 150))
          fill rect(0 0 200 44) #FFFFFF
          fill rect(20 12 20 20) #FF3B30
          text "One" Inter 17 w400 #000000 at (48 11.5) size (31.91 21) wrap 132
          fill rect(48 43 152 1) #3C3C434A
          fill rect(0 44 200 44) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (20 55.5) size (32.61 21) wrap 160
        """)
    }

    @Test func insetGroupedRowsSitOnARoundedCard() throws {
        let list = List {
            Section("Settings") {
                Text("One")
                Text("Two")
            }
        }
        .listStyle(.insetGrouped)
        // The header in capitals at the rows' text; a card 16 points from each edge, rounded
        // at its top and bottom, with a separator between the rows only. The stack's length
        // was estimated before the header was measured (as a 44-point row), as lazy stacks do.
        let dump2 = try layoutDump(list, proposal: viewport)
        #expect(dump2 == """
        background (0 0 200 150)
          ListBackground (0 0 200 150) #F2F2F7
          ScrollView (0 0 200 150) (offset 0)
            LazyVStack (0 0 200 132) (3 slots, 3 built)
              ListHeader (0 0 200 37)
                Text (36 14 63.38 16) "SETTINGS" Inter 13 w400 #3C3C4399 baseline 12.38
              ListRow (0 37 200 44)
                Text (36 48.5 31.91 21) "One" Inter 17 w400 #000000 baseline 16.19
              ListRow (0 81 200 44)
                Text (36 92.5 32.61 21) "Two" Inter 17 w400 #000000 baseline 16.19
        """)
        let dump3 = try displayListDump(list, proposal: viewport)
        #expect(dump3 == """
        fill rect(0 0 200 150) #F2F2F7
        group clip(rect(0 0 200 150))
          text "SETTINGS" Inter 13 w400 #3C3C4399 at (36 14) size (63.38 16) wrap 128
          fill path(M16,47 L16,47 C16,41.48 20.48,37 26,37 L174,37 C179.52,37 184,41.48 184,47 L184,81 L16,81 Z) #FFFFFF
          text "One" Inter 17 w400 #000000 at (36 48.5) size (31.91 21) wrap 128
          fill rect(36 80 148 1) #3C3C434A
          fill path(M16,81 L16,81 L184,81 L184,115 C184,120.52 179.52,125 174,125 L26,125 C20.48,125 16,120.52 16,115 Z) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (36 92.5) size (32.61 21) wrap 128
        """)
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackground() throws {
        let list = List {
            Text("Tight").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            Text("No line").listRowSeparator(.hidden)
            Text("Tinted").listRowBackground(Color.yellow)
        }
        .listStyle(.plain)
        let dump4 = try displayListDump(list, proposal: viewport)
        #expect(dump4 == """
        fill rect(0 0 200 150) #FFFFFF
        group clip(rect(0 0 200 150))
          fill rect(0 0 200 44) #FFFFFF
          text "Tight" Inter 17 w400 #000000 at (4 11.5) size (39.76 21) wrap 192
          fill rect(4 43 196 1) #3C3C434A
          fill rect(0 44 200 44) #FFFFFF
          text "No line" Inter 17 w400 #000000 at (20 55.5) size (52.98 21) wrap 160
          group clip(rect(0 88 200 44))
            fill rect(0 88 200 44) #FFCC00
          text "Tinted" Inter 17 w400 #000000 at (20 99.5) size (49.22 21) wrap 160
        """)
    }

    @Test func separatorTintColoursTheSeparatorUnderTheRow() throws {
        let list = List {
            Text("One").listRowSeparatorTint(.red)
            Text("Two").listRowSeparatorTint(.green, edges: .top)
            Text("Three")
        }
        .listStyle(.plain)
        let dump = try displayListDump(list, proposal: ProposedViewSize(width: 200, height: 150))
        // Under "One": red. Under "Two": its top edge only was tinted, so the system grey.
        #expect(dump.contains("fill rect(20 43 180 1) #FF3B30"))
        #expect(dump.contains("fill rect(20 87 180 1) #3C3C434A"))
        #expect(!dump.contains("#34C759"))
        let untinted = try displayListDump(List { Text("One").listRowSeparatorTint(nil); Text("Two") }.listStyle(.plain),
                                           proposal: ProposedViewSize(width: 200, height: 150))
        #expect(try untinted == displayListDump(List { Text("One"); Text("Two") }.listStyle(.plain), proposal: ProposedViewSize(width: 200, height: 150)))
    }
}
