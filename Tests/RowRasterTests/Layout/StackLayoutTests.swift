import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct StackLayoutTests {
    @Test func hstackWithSpacerPushesChildrenApart() throws {
        let row = HStack {
            Color.red.frame(width: 40, height: 20)
            Spacer()
            Color.blue.frame(width: 60, height: 30)
        }
        // A Spacer's spacing preferences are zero, so a default-spaced stack puts no 8-point
        // gap on either side of it (as SwiftUI's ViewSpacing.distance does): the spacer runs
        // from 40 to 240 and is 200 long. (Before, 8 + 184 + 8, which SwiftUI never draws.)
        let dump = try layoutDump(row, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(dump == """
        HStack (0 0 300 30)
          frame (0 5 40 20) (40 20)
            Color (0 5 40 20) #FF3B30
          Spacer (40 15 200 0)
          frame (240 0 60 30) (60 30)
            Color (240 0 60 30) #007AFF
        """)
    }

    @Test func vstackSpacerTakesTheRemainingHeight() throws {
        let column = VStack(spacing: 4) {
            Color.red.frame(height: 10)
            Spacer(minLength: 20)
            Color.blue.frame(height: 30)
        }
        #expect(try frames(of: "Spacer", in: column, proposal: ProposedViewSize(width: 50, height: 200))
                == [CGRect(x: 25, y: 14, width: 0, height: 152)])
        // With no room, the spacer keeps its minimum length and the stack overflows.
        #expect(try frames(of: "Spacer", in: column, proposal: ProposedViewSize(width: 50, height: 40))
                == [CGRect(x: 25, y: 14, width: 0, height: 20)])
    }

    @Test func equallyFlexibleChildrenShareEqually() throws {
        let row = HStack(spacing: 10) { Color.red; Color.green; Color.blue }
        #expect(try frames(of: "Color", in: row, proposal: ProposedViewSize(width: 320, height: 50)) == [
            CGRect(x: 0, y: 0, width: 100, height: 50),
            CGRect(x: 110, y: 0, width: 100, height: 50),
            CGRect(x: 220, y: 0, width: 100, height: 50),
        ])
    }

    @Test func lessFlexibleChildrenAreSizedFirst() throws {
        // The 100-wide-at-most child is offered 150 / 2 = 75 first; the other takes 75 too,
        // below its 100-point minimum, so it keeps 100 and the stack overflows to 175 (SwiftUI does the same).
        let row = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        let dump = try layoutDump(row, proposal: ProposedViewSize(width: 150, height: 10))
        #expect(dump.contains("flexFrame (0 0 75 10)"))
        #expect(dump.contains("flexFrame (75 0 100 10)"))
    }

    @Test func layoutPriorityIsServedFirst() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10)
            Color.green.frame(minWidth: 10).layoutPriority(1)
        }
        // The priority child gets all but the lower group's minimum.
        #expect(try frames(of: "Color", in: row, proposal: ProposedViewSize(width: 200, height: 10)) == [
            CGRect(x: 0, y: 0, width: 10, height: 10),
            CGRect(x: 10, y: 0, width: 190, height: 10),
        ])
    }

    @Test func nestedStacksAlignOnTheirGuides() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            HStack(alignment: .bottom, spacing: 5) {
                Color.green.frame(width: 20, height: 30)
                Color.blue.frame(width: 20, height: 10)
            }
            VStack(alignment: .trailing, spacing: 0) {
                Color.orange.frame(width: 10, height: 10)
                Color.purple.frame(width: 30, height: 10)
            }
        }
        #expect(try frames(of: "Color", in: view) == [
            CGRect(x: 0, y: 0, width: 100, height: 10),
            CGRect(x: 0, y: 10, width: 20, height: 30),
            CGRect(x: 25, y: 30, width: 20, height: 10),
            CGRect(x: 20, y: 40, width: 10, height: 10),
            CGRect(x: 0, y: 50, width: 30, height: 10),
        ])
    }

    @Test func alignmentGuideMovesAChild() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] - 15 }
            Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
        }
        #expect(try frames(of: "Color", in: view) == [
            CGRect(x: 20, y: 0, width: 40, height: 10),
            CGRect(x: 35, y: 10, width: 40, height: 10),
            CGRect(x: 0, y: 20, width: 40, height: 10),
        ])
    }

    @Test func zstackIsTheUnionOfItsAlignedChildren() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 20, height: 40).offset(x: 100)
        }
        // Offsets are visual: the union ignores them.
        #expect(try layoutDump(view) == """
        ZStack (0 0 50 40)
          frame (0 0 50 20) (50 20)
            Color (0 0 50 20) #FF3B30
          offset (0 0 20 40) (100 0)
            frame (100 0 20 40) (20 40)
              Color (100 0 20 40) #007AFF
        """)
    }

    @Test func emptyViewsTakeNoSpacing() throws {
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 10, height: 10)
            EmptyView()
            if false { Color.green }
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(try frames(of: "HStack", in: view) == [CGRect(x: 0, y: 0, width: 30, height: 10)])
    }

    @Test func unspecifiedProposalGivesIdealSizes() throws {
        // Shapes are 10×10 ideally; a spacer its minimum.
        let row = HStack(spacing: 0) { Circle(); Spacer(); Rectangle() }
        #expect(try frames(of: "HStack", in: row) == [CGRect(x: 0, y: 0, width: 28, height: 10)])
    }
}
