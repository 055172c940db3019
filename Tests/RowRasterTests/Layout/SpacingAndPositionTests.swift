import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Stack spacing beside spacers, negative spacing, and `position`.
@MainActor
@Suite struct SpacingAndPositionTests {
    @Test func defaultSpacingIsZeroBesideASpacer() throws {
        // SwiftUI: the ideal width of `HStack { A; Spacer(); B }` is A + 8 + B, the 8 being
        // the spacer's minimum length; no system spacing on either side of it.
        let row = HStack {
            Color.red.frame(width: 30, height: 10)
            Spacer()
            Color.blue.frame(width: 20, height: 10)
        }.fixedSize()
        #expect(try frames(of: "HStack", in: row) == [CGRect(x: 0, y: 0, width: 58, height: 10)])
        #expect(try frames(of: "Spacer", in: row) == [CGRect(x: 30, y: 5, width: 8, height: 0)])
    }

    @Test func explicitSpacingAppliesBesideASpacerToo() throws {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 30, height: 10)
            Spacer()
            Color.blue.frame(width: 20, height: 10)
        }.fixedSize()
        // 30 + 10 + 8 + 10 + 20.
        #expect(try frames(of: "HStack", in: row) == [CGRect(x: 0, y: 0, width: 78, height: 10)])
        #expect(try frames(of: "Spacer", in: row) == [CGRect(x: 40, y: 5, width: 8, height: 0)])
    }

    @Test func ordinaryNeighboursKeepTheDefaultSpacing() throws {
        let row = HStack {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 10)
            Spacer(minLength: 0)
        }.fixedSize()
        #expect(try frames(of: "HStack", in: row) == [CGRect(x: 0, y: 0, width: 58, height: 10)])
    }

    @Test func negativeSpacingOverlapsChildren() throws {
        let column = VStack(spacing: -3) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(try frames(of: "Color", in: column) == [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                       CGRect(x: 0, y: 7, width: 10, height: 10)])
        #expect(try frames(of: "VStack", in: column) == [CGRect(x: 0, y: 0, width: 10, height: 17)])
    }

    @Test func nonFiniteSpacingIsStillAnError() throws {
        #expect(throws: RenderError.self) { try layoutDump(VStack(spacing: .nan) { Color.red }) }
    }

    @Test func positionTakesTheProposalAndCentresTheChildAtThePoint() throws {
        let view = Color.red.frame(width: 20, height: 10).position(x: 50, y: 30)
        let dump = try layoutDump(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(dump == """
        position (0 0 200 100) (50 30)
          frame (40 25 20 10) (20 10)
            Color (40 25 20 10) #FF3B30
        """)
    }

    @Test func positionOfAFlexibleChildGivesItTheWholeProposal() throws {
        // The child is offered what the position view was offered, so a Color is 200×100,
        // its centre at (0, 0): it hangs off the top-leading corner.
        let view = Color.red.position(CGPoint.zero)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 100))
                == [CGRect(x: -100, y: -50, width: 200, height: 100)])
        // Unspecified axes fall back to 10, as in SwiftUI.
        #expect(try frames(of: "position", in: Color.red.frame(width: 4, height: 4).position(x: 1, y: 1))
                == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
