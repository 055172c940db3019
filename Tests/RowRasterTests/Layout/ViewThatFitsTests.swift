import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct ViewThatFitsTests {
    private var options: some View {
        ViewThatFits {
            Color.red.frame(width: 120, height: 20)
            Color.green.frame(width: 80, height: 20)
            Color.blue.frame(width: 200, height: 40)
        }
    }

    @Test func theFirstOptionThatFitsIsShown() throws {
        // Red is 120 wide, more than 100; green's 80 × 20 fits 100 × 30.
        #expect(try layoutDump(options, proposal: ProposedViewSize(width: 100, height: 30)) == """
        ViewThatFits (0 0 80 20)
          frame (0 0 80 20) (80 20)
            Color (0 0 80 20) #34C759
        """)
    }

    @Test func theLastOptionIsShownWhenNoneFits() throws {
        #expect(try frames(of: "Color", in: options, proposal: ProposedViewSize(width: 50, height: 50))
                == [CGRect(x: 0, y: 0, width: 200, height: 40)])
    }

    @Test func onlyTheConstrainedAxesAreChecked() throws {
        // Only widths count: 20 points of height do not rule the red option out (it then
        // overflows the 10 points offered, as any view may).
        let horizontal = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 120, height: 20)
            Color.green.frame(width: 80, height: 20)
        }
        #expect(try frames(of: "Color", in: horizontal, proposal: ProposedViewSize(width: 150, height: 10))
                == [CGRect(x: 0, y: 0, width: 120, height: 20)])
        // An unspecified proposal fits the first.
        #expect(try frames(of: "Color", in: horizontal) == [CGRect(x: 0, y: 0, width: 120, height: 20)])
    }

    @Test func textThatWouldWrapGivesWayToAShorterLabel() throws {
        let label = ViewThatFits(in: .horizontal) {
            Text("Delivered on Tuesday afternoon")
            Text("Tuesday")
        }
        let narrow = try layoutDump(label, proposal: ProposedViewSize(width: 80, height: nil))
        #expect(narrow.contains("Tuesday") && !narrow.contains("Delivered"))
        let wide = try layoutDump(label, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(wide.contains("Delivered"))
    }
}
