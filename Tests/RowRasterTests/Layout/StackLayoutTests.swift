import Foundation
import Testing
@testable import RowRaster

@MainActor
@Suite struct StackLayoutTests {
    @Test func hstackWithSpacerPushesChildrenApart() throws {
        let row = HStack {
            Color.red.frame(width: 40, height: 20)
            Spacer()
            Color.blue.frame(width: 60, height: 30)
        }
        let dump = try layoutDump(row, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(dump == """
        HStack (0 0 300 30)
          frame (0 5 40 20) (40 20)
            Color (0 5 40 20) #FF3B30
          Spacer (48 15 184 0)
          frame (240 0 60 30) (60 30)
            Color (240 0 60 30) #007AFF
        """)
    }
}
