import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct FrameLayoutTests {
    @Test func fixedFrameProposesAndReportsItsSize() throws {
        let view = Circle().frame(width: 80, height: 40)
        #expect(try layoutDump(view, proposal: ProposedViewSize(width: 300, height: 300)) == """
        frame (0 0 80 40) (80 40)
          Circle (0 0 80 40) #000000
        """)
    }

    @Test func fixedFrameAlignsASmallerChild() throws {
        let view = Color.red.frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        #expect(try frames(of: "Color", in: view) == [CGRect(x: 80, y: 40, width: 20, height: 10)])
    }

    @Test func oneFixedAxisPassesTheOtherThrough() throws {
        let view = Color.red.frame(height: 30)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 120, height: 500))
                == [CGRect(x: 0, y: 0, width: 120, height: 30)])
    }

    @Test func maxWidthInfinityFillsAConcreteProposal() throws {
        let view = Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity, alignment: .leading)
        #expect(try frames(of: "flexFrame", in: view, proposal: ProposedViewSize(width: 200, height: 10))
                == [CGRect(x: 0, y: 0, width: 200, height: 10)])
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 10))
                == [CGRect(x: 0, y: 0, width: 30, height: 10)])
    }

    @Test func maxWidthInfinityDoesNotExpandWithoutAConcreteProposal() throws {
        let view = Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity)
        #expect(try frames(of: "flexFrame", in: view) == [CGRect(x: 0, y: 0, width: 30, height: 10)])
    }

    @Test func minWidthRaisesAndMaxWidthCaps() throws {
        let small = Color.red.frame(width: 20, height: 10).frame(minWidth: 50)
        #expect(try frames(of: "flexFrame", in: small, proposal: ProposedViewSize(width: 300, height: 10))
                == [CGRect(x: 0, y: 0, width: 50, height: 10)])
        let capped = Color.red.frame(maxWidth: 80)
        #expect(try frames(of: "Color", in: capped, proposal: ProposedViewSize(width: 300, height: 10))
                == [CGRect(x: 0, y: 0, width: 80, height: 10)])
        let both = Color.red.frame(minWidth: 40, maxWidth: 60)
        #expect(try frames(of: "Color", in: both, proposal: ProposedViewSize(width: 10, height: 10))
                == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() throws {
        let view = Color.red.frame(idealWidth: 70, idealHeight: 20)
        #expect(try frames(of: "Color", in: view) == [CGRect(x: 0, y: 0, width: 70, height: 20)])
        #expect(try frames(of: "Color", in: view.fixedSize(), proposal: ProposedViewSize(width: 500, height: 500))
                == [CGRect(x: 0, y: 0, width: 70, height: 20)])
    }

    @Test func paddingShrinksTheProposalAndGrowsTheSize() throws {
        let view = Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(try layoutDump(view, proposal: ProposedViewSize(width: 50, height: 20)) == """
        padding (0 0 50 20) (1 2 3 4)
          Color (2 1 44 16) #FF3B30
        """)
        // The default is 16 on every edge; a proposal smaller than the insets offers zero.
        #expect(try frames(of: "Color", in: Color.red.padding(), proposal: ProposedViewSize(width: 20, height: 20))
                == [CGRect(x: 16, y: 16, width: 0, height: 0)])
        #expect(try frames(of: "Color", in: Color.red.padding(.horizontal, 5), proposal: ProposedViewSize(width: 20, height: 20))
                == [CGRect(x: 5, y: 0, width: 10, height: 20)])
    }

    @Test func backgroundAndOverlayTakeTheDecoratedViewsSize() throws {
        let view = Color.red.frame(width: 40, height: 20)
            .background(Color.blue.frame(width: 100, height: 100))
            .overlay(alignment: .bottomTrailing) { Color.green.frame(width: 10, height: 10) }
        #expect(try frames(of: "overlay", in: view) == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(try frames(of: "background", in: view) == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        // The background is centred on the view and may overflow it; the overlay sits bottom-trailing.
        #expect(try frames(of: "Color", in: view) == [
            CGRect(x: -30, y: -40, width: 100, height: 100),
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 30, y: 10, width: 10, height: 10),
        ])
    }

    @Test func fixedSizeProposesNil() throws {
        let view = HStack(spacing: 0) { Circle().fixedSize(); Color.red }
        #expect(try frames(of: "Circle", in: view, proposal: ProposedViewSize(width: 100, height: 50))
                == [CGRect(x: 0, y: 20, width: 10, height: 10)])
        let horizontal = Color.red.frame(idealWidth: 30).fixedSize(horizontal: true, vertical: false)
        #expect(try frames(of: "Color", in: horizontal, proposal: ProposedViewSize(width: 100, height: 50))
                == [CGRect(x: 0, y: 0, width: 30, height: 50)])
    }

    @Test func aspectRatioFitsAndFills() throws {
        let fit = Color.red.aspectRatio(2, contentMode: .fit)
        #expect(try frames(of: "Color", in: fit, proposal: ProposedViewSize(width: 100, height: 100))
                == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        let fill = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(try frames(of: "Color", in: fill, proposal: ProposedViewSize(width: 100, height: 100))
                == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }
}
