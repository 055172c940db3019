import Foundation
import Testing
@testable import RowRaster

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
        #expect(try displayListDump(list, proposal: viewport) == """
        fill rect(0 0 200 150) #FFFFFF
        group clip(rect(0 0 200 150))
          fill rect(0 0 200 44) #FFFFFF
          fill rect(20 12 20 20) #FF3B30
          text "One" Inter 17 w400 #000000 at (48 11.71) size (32.79 20.57) wrap 132
          fill rect(48 43 152 1) #3C3C434A
          fill rect(0 44 200 44) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (20 55.71) size (33.49 20.57) wrap 160
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
        #expect(try layoutDump(list, proposal: viewport) == """
        background (0 0 200 150)
          ListBackground (0 0 200 150) #F2F2F7
          ScrollView (0 0 200 150) (offset 0)
            LazyVStack (0 0 200 132) (3 slots, 3 built)
              ListHeader (0 0 200 36.73)
                Text (36 14 63.93 15.73) "SETTINGS" Inter 13 w400 #3C3C4399 baseline 12.59
              ListRow (0 36.73 200 44)
                Text (36 48.45 32.79 20.57) "One" Inter 17 w400 #000000 baseline 16.47
              ListRow (0 80.73 200 44)
                Text (36 92.45 33.49 20.57) "Two" Inter 17 w400 #000000 baseline 16.47
        """)
        #expect(try displayListDump(list, proposal: viewport) == """
        fill rect(0 0 200 150) #F2F2F7
        group clip(rect(0 0 200 150))
          text "SETTINGS" Inter 13 w400 #3C3C4399 at (36 14) size (63.93 15.73) wrap 128
          fill path(M16,46.73 L16,46.73 C16,41.21 20.48,36.73 26,36.73 L174,36.73 C179.52,36.73 184,41.21 184,46.73 L184,80.73 L16,80.73 Z) #FFFFFF
          text "One" Inter 17 w400 #000000 at (36 48.45) size (32.79 20.57) wrap 128
          fill rect(36 79.73 148 1) #3C3C434A
          fill path(M16,80.73 L16,80.73 L184,80.73 L184,114.73 C184,120.26 179.52,124.73 174,124.73 L26,124.73 C20.48,124.73 16,120.26 16,114.73 Z) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (36 92.45) size (33.49 20.57) wrap 128
        """)
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackground() throws {
        let list = List {
            Text("Tight").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            Text("No line").listRowSeparator(.hidden)
            Text("Tinted").listRowBackground(Color.yellow)
        }
        .listStyle(.plain)
        #expect(try displayListDump(list, proposal: viewport) == """
        fill rect(0 0 200 150) #FFFFFF
        group clip(rect(0 0 200 150))
          fill rect(0 0 200 44) #FFFFFF
          text "Tight" Inter 17 w400 #000000 at (4 11.71) size (41.53 20.57) wrap 192
          fill rect(4 43 196 1) #3C3C434A
          fill rect(0 44 200 44) #FFFFFF
          text "No line" Inter 17 w400 #000000 at (20 55.71) size (55.63 20.57) wrap 160
          group clip(rect(0 88 200 44))
            fill rect(0 88 200 44) #FFCC00
          text "Tinted" Inter 17 w400 #000000 at (20 99.71) size (51.43 20.57) wrap 160
        """)
    }
}
