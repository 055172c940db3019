import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Uneven rounded rectangles, static shape members, shape transforms and trimming.
@MainActor
@Suite struct ShapeAdditionsTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test func unevenCornersRoundOnlyWhereAsked() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10, style: .circular)
        let elements = shape.path(in: rect).elements
        // Sharp bottom corners are reached by plain lines.
        #expect(elements.contains(.line(to: CGPoint(x: 100, y: 40))))
        #expect(elements.contains(.line(to: CGPoint(x: 0, y: 40))))
        // The top-trailing corner is a quarter circle from (90, 0) to (100, 10).
        #expect(elements.contains(.line(to: CGPoint(x: 90, y: 0))))
        #expect(elements.contains { if case .curve(let end, _, _) = $0 { return end == CGPoint(x: 100, y: 10) }; return false })
        #expect(shape.path(in: rect).boundingRect == rect)
    }

    @Test func unevenRadiiAreClampedToHalfTheShorterSide() {
        let huge = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 500), style: .circular)
        #expect(huge.path(in: rect).elements.contains(.line(to: CGPoint(x: 20, y: 40 - 40))) == false)
        #expect(huge.path(in: rect).boundingRect == rect)
        // Equal radii give the same outline as RoundedRectangle's circular corners.
        let even = UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 8, bottomTrailingRadius: 8,
                                          topTrailingRadius: 8, style: .continuous)
        let reference = RoundedRectangle(cornerRadius: 8).path(in: rect)
        let ends = { (path: Path) in path.elements.compactMap { element -> CGPoint? in
            if case .curve(let end, _, _) = element { return end }; return nil } }
        #expect(Set(ends(even.path(in: rect)).map { "\($0.x),\($0.y)" }) == Set(ends(reference).map { "\($0.x),\($0.y)" }))
    }

    @Test func staticShapeMembersAreTheShapes() throws {
        func dump<S: Shape>(_ shape: S) throws -> String { try displayListDump(shape.fill(Color.red).frame(width: 20, height: 10)) }
        #expect(try dump(.rect) == "fill rect(0 0 20 10) #FF3B30")
        #expect(try dump(.rect(cornerRadius: 3)) == "fill roundedRect(0 0 20 10 r 3 continuous) #FF3B30")
        #expect(try dump(.capsule) == "fill roundedRect(0 0 20 10 r 5) #FF3B30")
        #expect(try dump(.circle) == "fill ellipse(5 0 10 10) #FF3B30")
        #expect(try dump(.ellipse) == "fill ellipse(0 0 20 10) #FF3B30")
        #expect(try dump(.containerRelative) == "fill rect(0 0 20 10) #FF3B30")
        #expect(try dump(.buttonBorder) == "fill roundedRect(0 0 20 10 r 8 continuous) #FF3B30")
        #expect(try dump(ButtonBorderShape.roundedRectangle(radius: 2)) == "fill roundedRect(0 0 20 10 r 2 continuous) #FF3B30")
        #expect(try dump(ButtonBorderShape.circle) == "fill ellipse(5 0 10 10) #FF3B30")
        #expect(try dump(.rect(topLeadingRadius: 4)).hasPrefix("fill path(M"))
    }

    @Test func buttonBorderShapeIsAnEnvironmentValue() throws {
        struct Reader: View {
            @Environment(\.buttonBorderShape) var shape
            var body: some View { Color.red.frame(width: shape == .capsule ? 30 : 10, height: 10) }
        }
        #expect(try frames(of: "Color", in: Reader().buttonBorderShape(.capsule)) == [CGRect(x: 0, y: 0, width: 30, height: 10)])
        #expect(try frames(of: "Color", in: Reader()) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func shapeTransformsMoveThePathNotTheLayout() throws {
        #expect(try displayListDump(Rectangle().offset(x: 5, y: 2).fill(Color.red).frame(width: 20, height: 10))
            == "fill rect(5 2 20 10) #FF3B30")
        #expect(try displayListDump(Rectangle().scale(0.5).fill(Color.red).frame(width: 20, height: 10))
            == "fill rect(5 2.5 10 5) #FF3B30")
        let rotated = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        #expect(abs(rotated.minX - 5) < 1e-9 && abs(rotated.minY + 5) < 1e-9 && abs(rotated.width - 10) < 1e-9)
    }

    @Test func trimKeepsAFractionOfTheOutline() {
        let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        ])
        #expect(square.trimmedPath(from: 0.125, to: 0.375).elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)),
        ])
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
        // A circle trimmed to a quarter ends a quarter turn on.
        let ring = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let end = ring.currentPoint ?? .zero
        #expect(abs(end.x - 10) < 0.05 && abs(end.y - 20) < 0.05)
    }
}
