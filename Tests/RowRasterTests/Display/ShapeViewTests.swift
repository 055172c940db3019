import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// iOS 17's shape views: fills and strokes that stack, and strokes without antialiasing.
@MainActor
@Suite struct ShapeViewTests {
    /// Filling then stroking draws both, the stroke over the fill, at the shape's frame.
    @Test func fillThenStrokeDrawsBoth() throws {
        let view = Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 20, height: 20)
        #expect(try displayListDump(view) == """
            fill ellipse(0 0 20 20) #FF3B30
            stroke ellipse(0 0 20 20) #007AFF width 2
            """)
    }

    /// A border inside the frame over a fill over another fill: three layers, last on top.
    @Test func chainsStackInOrder() throws {
        let view = RoundedRectangle(cornerRadius: 4).fill(.green).strokeBorder(.black, lineWidth: 4).fill(.clear)
            .frame(width: 20, height: 10)
        let drawn = try displayListDump(view)
        #expect(drawn.hasPrefix("fill roundedRect(0 0 20 10 r 4 continuous) #34C759"), "\(drawn)")
        #expect(drawn.contains("#000000 width 4"), "\(drawn)")
        let shape = Rectangle().strokeBorder(.red, lineWidth: 2)
        #expect(shape.strokeStyle.lineWidth == 2 && shape.isAntialiased)
    }

    /// `antialiased: false` draws the outline's edges hard.
    @Test func aliasedStroke() throws {
        let view = Rectangle().stroke(.red, lineWidth: 1, antialiased: false).frame(width: 10, height: 10)
        #expect(try displayListDump(view) == """
            group aliasedStrokes
              stroke rect(0 0 10 10) #FF3B30 width 1
            """)
    }

    /// The iOS 13 border forms still take `antialiased:`; a NaN width is reported, not drawn.
    @Test func olderBorderForms() throws {
        let view = Rectangle().strokeBorder(lineWidth: 2, antialiased: false).frame(width: 10, height: 10)
        #expect(try displayListDump(view) == """
            group aliasedStrokes
              stroke rect(1 1 8 8) #000000 width 2
            """)
        #expect(throws: (any Error).self) {
            try displayListDump(Circle().strokeBorder(.red, lineWidth: .nan).frame(width: 10, height: 10))
        }
    }

    /// Shapes are filled unless stroked; a transformed shape keeps its shape's role and can be
    /// inset when its shape can, staying transformed.
    @Test func rolesAndInsetsOfTransformedShapes() {
        #expect(Circle.role == .fill)
        #expect(_StrokedShape<Circle>.role == .stroke)
        #expect(RotatedShape<_StrokedShape<Rectangle>>.role == .stroke)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Circle().offset(x: 5, y: 0).inset(by: 1).path(in: rect).boundingRect == CGRect(x: 6, y: 1, width: 8, height: 8))
        let turned = Rectangle().rotation(.degrees(90)).inset(by: 2).path(in: rect).boundingRect
        #expect(abs(turned.minX - 2) < 1e-9 && abs(turned.width - 6) < 1e-9)
    }

    /// An `AnyGradient` mixes in the colour space asked for.
    @Test func anyGradientTakesAColorSpace() {
        #expect(Color.red.gradient.colorSpace(.perceptual) != Color.red.gradient)
        #expect(Color.red.gradient.colorSpace(.device) == Color.red.gradient)
    }

    /// What rounded rectangles and strokes animate, read and written back.
    @Test func shapeAnimatableData() {
        var rounded = RoundedRectangle(cornerSize: CGSize(width: 4, height: 6))
        #expect(rounded.animatableData == AnimatablePair(4, 6))
        rounded.animatableData = AnimatablePair(8, 2)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 2))
        var uneven = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4)
        #expect(uneven.animatableData == AnimatablePair(AnimatablePair(1, 4), AnimatablePair(3, 2)))
        uneven.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 5, bottomLeading: 8, bottomTrailing: 7, topTrailing: 6))
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1)
        #expect(stroke.animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
        stroke.animatableData = AnimatablePair(3, AnimatablePair(5, 6))
        #expect(stroke.lineWidth == 3 && stroke.miterLimit == 5 && stroke.dashPhase == 6)
    }

    /// `size(_:)` draws the path at its own size from the frame's corner; the view still takes
    /// the frame it is offered, as any shape does.
    @Test func sizedShapeDrawsAtItsSizeInAnyFrame() throws {
        let view = Circle().size(width: 8, height: 6).fill(.red).frame(width: 20, height: 10).offset(x: 2)
        let drawn = try displayListDump(view)
        // The circle fits its 8×6 size (centred across it), from the frame's corner, moved by 2.
        #expect(drawn == "fill ellipse(3 0 6 6) #FF3B30", "\(drawn)")
        let frames = try laidOutNodes(Rectangle().size(CGSize(width: 50, height: 50)), proposal: ProposedViewSize(width: 30, height: 20)).map(\.frame)
        #expect(frames.first == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    /// iOS 18's `size(_:anchor:)`: the sized rect's anchor point sits on the frame's.
    @Test func anAnchoredSizePlacesThePathByItsAnchor() throws {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(Rectangle().size(width: 10, height: 6, anchor: .center).path(in: frame).boundingRect == CGRect(x: 55, y: 47, width: 10, height: 6))
        #expect(Rectangle().size(CGSize(width: 10, height: 6), anchor: .bottomTrailing).path(in: frame).boundingRect
            == CGRect(x: 100, y: 74, width: 10, height: 6))
        #expect(Rectangle().size(width: 10, height: 6, anchor: .topLeading).path(in: frame).boundingRect
            == Rectangle().size(width: 10, height: 6).path(in: frame).boundingRect)
        // Larger than the frame, centred: it overflows on every side alike.
        #expect(Rectangle().size(width: 120, height: 80, anchor: .center).path(in: frame).boundingRect == CGRect(x: 0, y: 10, width: 120, height: 80))
    }

    /// `.opacity(_:)` as a style is the foreground style at that opacity.
    @Test func opacityAloneFadesTheForegroundStyle() throws {
        let view = Rectangle().fill(.opacity(0.5)).foregroundStyle(.blue).frame(width: 4, height: 4)
        #expect(try displayListDump(view) == """
            fill rect(0 0 4 4) #007AFF80
            """)
    }
}
