import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Right to left, each view's x position is mirrored inside its parent, as SwiftUI mirrors it:
/// layouts compute left to right, and content (text, images, shapes) is moved, never flipped.
@MainActor
@Suite struct RightToLeftLayoutTests {
    private func rightToLeft<V: View>(_ view: V) -> some View {
        view.environment(\.layoutDirection, .rightToLeft)
    }

    private var threeSwatches: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 30, height: 20)
            Color.green.frame(width: 40, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
    }

    @Test func anHStackOfThreeFixedWidthViewsHasMirroredXPositions() throws {
        let proposal = ProposedViewSize(width: 200, height: 20)
        #expect(try frames(of: "frame", in: threeSwatches.frame(width: 200), proposal: proposal) == [
            CGRect(x: 0, y: 0, width: 200, height: 20),
            CGRect(x: 30, y: 0, width: 30, height: 20), CGRect(x: 70, y: 0, width: 40, height: 20),
            CGRect(x: 120, y: 0, width: 50, height: 20),
        ])
        // The stack (140 wide) stays centred in the 200-point frame; inside it, the first
        // view is at the right and the last at the left.
        #expect(try frames(of: "frame", in: rightToLeft(threeSwatches.frame(width: 200)), proposal: proposal) == [
            CGRect(x: 0, y: 0, width: 200, height: 20),
            CGRect(x: 140, y: 0, width: 30, height: 20), CGRect(x: 90, y: 0, width: 40, height: 20),
            CGRect(x: 30, y: 0, width: 50, height: 20),
        ])
    }

    @Test func leadingPaddingPadsTheRightEdge() throws {
        let padded = Color.red.frame(width: 50, height: 10).padding(.leading, 20).frame(width: 100, alignment: .leading)
        #expect(try frames(of: "Color", in: padded) == [CGRect(x: 20, y: 0, width: 50, height: 10)])
        // Leading is the right edge: 20 points in from it, and the padded view hugs the right.
        #expect(try frames(of: "Color", in: rightToLeft(padded)) == [CGRect(x: 30, y: 0, width: 50, height: 10)])
    }

    @Test func leadingAlignmentIsTheRightEdge() throws {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 80, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        #expect(try frames(of: "Color", in: rightToLeft(stack)) == [
            CGRect(x: 0, y: 0, width: 80, height: 10), CGRect(x: 50, y: 10, width: 30, height: 10),
        ])
        let trailing = ZStack(alignment: .topTrailing) { Color.clear.frame(width: 100, height: 40); Color.red.frame(width: 10, height: 10) }
        #expect(try frames(of: "Color", in: rightToLeft(trailing)).last == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func offsetsAndPositionsAreInTheMirroredSpace() throws {
        let moved = Color.red.frame(width: 10, height: 10).offset(x: 15).frame(width: 100, height: 10, alignment: .leading)
        #expect(try frames(of: "Color", in: rightToLeft(moved)) == [CGRect(x: 75, y: 0, width: 10, height: 10)])
        let positioned = Color.red.frame(width: 10, height: 10).position(x: 20, y: 5).frame(width: 100, height: 10)
        #expect(try frames(of: "Color", in: rightToLeft(positioned)) == [CGRect(x: 75, y: 0, width: 10, height: 10)])
    }

    /// A left-to-right island inside a right-to-left screen lays out left to right again.
    @Test func anInnerLeftToRightSubtreeIsNotMirroredInside() throws {
        let island = threeSwatches.environment(\.layoutDirection, .leftToRight)
        #expect(try frames(of: "frame", in: rightToLeft(island)) == [
            CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20),
            CGRect(x: 90, y: 0, width: 50, height: 20),
        ])
    }

    /// Custom layouts place left to right and are mirrored; they can read the direction.
    @Test func aCustomLayoutIsMirroredAndSeesTheDirection() throws {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                // Direction-aware layouts can know it; this one places left to right regardless.
                precondition(subviews.layoutDirection == .rightToLeft)
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 20, y: bounds.minY), proposal: .init(width: 10, height: 10))
                }
            }
        }
        let view = Row { Color.red; Color.blue }
        #expect(try frames(of: "Color", in: rightToLeft(view)) == [
            CGRect(x: 90, y: 0, width: 10, height: 10), CGRect(x: 70, y: 0, width: 10, height: 10),
        ])
    }

    /// A horizontal scroll view starts at its leading (right) edge, and a lazy stack in it builds
    /// the items that show there: the first ones, from the right.
    @Test func aHorizontalLazyStackStartsAtTheRight() throws {
        let strip = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 50, height: 10) }
            }
        }
        let built = try frames(of: "Color", in: rightToLeft(strip), proposal: ProposedViewSize(width: 120, height: 10))
        #expect(built.first == CGRect(x: 70, y: 0, width: 50, height: 10))
        #expect(built.contains(CGRect(x: -30, y: 0, width: 50, height: 10)))
        #expect(built.count < 10, "only what shows is built")
    }

    /// Images are not flipped unless asked; `flipsForRightToLeftLayoutDirection(true)` mirrors
    /// the drawing (and only right to left).
    @Test func flipsForRightToLeftMirrorsTheDrawingOnlyRightToLeft() throws {
        let arrow = Rectangle().fill(Color.red).frame(width: 10, height: 10).padding(.trailing, 30)
        #expect(try !displayListDump(rightToLeft(arrow)).contains("transform"))
        #expect(try !displayListDump(arrow.flipsForRightToLeftLayoutDirection(true)).contains("transform"))
        let flipped = try displayListDump(rightToLeft(arrow.flipsForRightToLeftLayoutDirection(true)))
        #expect(flipped.contains("transform"), "\(flipped)")
    }
}
