import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Side by side with no spacing, in the order the subviews are picked by offset.
private struct PickedOrderHStack: Layout {
    var order: [Int]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews[order].map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews[order] {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

/// Picking subviews by offset (`subviews[indices]`) and combining explicit alignment values
/// as a container does.
@MainActor
@Suite struct LayoutSubviewSelectionTests {
    @Test func subviewsPickedByOffsetKeepThePickedOrderAndPlaceTheirOwnViews() throws {
        let view = PickedOrderHStack(order: [2, 0]) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 5)
        }
        // Blue (30) then red (10); green is never placed, so it sits at the centre (40 × 10
        // container: x = 10, y = 0) at its ideal size, as unplaced subviews do.
        #expect(try frames(of: "Color", in: view) == [
            CGRect(x: 30, y: 0, width: 10, height: 10),
            CGRect(x: 10, y: 0, width: 20, height: 10),
            CGRect(x: 0, y: 0, width: 30, height: 5),
        ])
        #expect(try frames(of: "PickedOrderHStack", in: view) == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    }

    @Test func aPickedSelectionIsIndexedFromZero() throws {
        struct Counts: Layout {
            nonisolated(unsafe) static var seen: [Int] = []
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let picked = subviews[[1, 1, 0]]
                Self.seen = [picked.startIndex, picked.endIndex, picked.count]
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = try frames(of: "Counts", in: Counts { Color.red; Color.blue })
        #expect(Counts.seen == [0, 3, 3])
    }

    @Test func explicitValuesCombineAsStacksCombineThem() {
        #expect(HorizontalAlignment.leading.combineExplicit([nil, 4, 9]) == 4)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        #expect(VerticalAlignment.top.combineExplicit([nil, nil]) == nil)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, nil, 7]) == 7)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, nil, 7]) == 12)
        #expect(VerticalAlignment.center.combineExplicit([CGFloat.nan, 3]).map { $0.isNaN } == true)
    }
}
