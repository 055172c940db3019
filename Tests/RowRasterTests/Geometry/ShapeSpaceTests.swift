import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// What `path(in:)` was asked, for shapes that want to know.
@MainActor
final class RectLog {
    var rects: [CGRect] = []
}

/// A 20-point square at the shape's origin, written with literal zeros as app shapes often are.
private struct Square: Shape {
    let log: RectLog
    func path(in rect: CGRect) -> Path {
        log.rects.append(rect)
        return Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}

/// An insettable shape that records the rectangle it draws in once inset.
private struct LoggedBox: InsettableShape {
    let log: RectLog
    var amount: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        log.rects.append(inset)
        return Path(inset)
    }
    func inset(by amount: CGFloat) -> LoggedBox { LoggedBox(log: log, amount: self.amount + amount) }
}

/// Shapes receive their own space (origin zero, their size) wherever they are placed, and
/// their path is drawn where they are: issue «Shape space».
@MainActor
@Suite struct ShapeSpaceTests {
    /// The reduction: a square 50 + padding below the top, 10 in from the left.
    @Test func theSquareLandsWhereItsShapeIsPlaced() throws {
        let log = RectLog()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Square(log: log).fill(Color.blue).frame(width: 100, height: 60).padding(10)
        }
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(35 0 50 30) #FF3B30",
            "fill rect(10 40 20 20) #007AFF",
        ])
        #expect(!log.rects.isEmpty)
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 100, height: 60) })
    }

    @Test func strokesAreAskedInTheShapesSpaceToo() throws {
        let log = RectLog()
        let view = Square(log: log).stroke(Color.red, lineWidth: 2).frame(width: 30, height: 30).padding(.leading, 12)
        let dump = try displayListDump(view)
        #expect(dump == "stroke rect(12 0 20 20) #FF3B30 width 2", "\(dump)")
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 30, height: 30) })
    }

    /// `strokeBorder` insets the shape by half the line width: the inset shape gets the inset
    /// rect of its own space, as in SwiftUI, and is drawn where the view is.
    @Test func strokeBorderInsetsTheShapesOwnRect() throws {
        let log = RectLog()
        let view = LoggedBox(log: log).strokeBorder(Color.green, lineWidth: 4).frame(width: 40, height: 24).offset(x: 0, y: 0).padding(8)
        let dump = try displayListDump(view)
        #expect(dump == "stroke rect(10 10 36 20) #34C759 width 4", "\(dump)")
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 2, y: 2, width: 36, height: 20) })
    }

    @Test func clipShapesAreAskedInTheClippedViewsSpace() throws {
        let log = RectLog()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 25, height: 10)
            Color.blue.frame(width: 40, height: 40).clipShape(Square(log: log))
        }
        let dump = try displayListDump(view)
        #expect(dump.contains("clip(rect(25 0 20 20))"), "\(dump)")
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 40, height: 40) })
    }

    @Test func backgroundAndOverlayShapesAreAskedInTheViewsSpace() throws {
        let log = RectLog()
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 14)
            Color.clear.frame(width: 40, height: 30)
                .background(Color.orange, in: Square(log: log))
                .overlay(Color.purple, in: Square(log: log))
        }
        #expect(try displayListDump(view).components(separatedBy: "\n") == [
            "fill rect(0 14 20 20) #FF9500",
            "fill rect(0 14 20 20) #AF52DE",
        ])
        #expect(log.rects.count >= 2)
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 40, height: 30) })
    }

    @Test func maskShapesAreAskedInTheMaskedViewsSpace() throws {
        let log = RectLog()
        let view = Color.blue.frame(width: 40, height: 40).mask { Square(log: log) }.padding(6)
        #expect(try displayListDump(view).contains("fill rect(6 6 20 20)"))
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 40, height: 40) })
    }

    /// Inside a drawing group the shape is in the group's space, placed by one transform.
    @Test func shapesInADrawingGroupKeepTheirPlace() throws {
        let log = RectLog()
        let view = Square(log: log).fill(Color.red).frame(width: 30, height: 30).drawingGroup().padding(5)
        let dump = try displayListDump(view)
        #expect(dump.contains("translate(5 5)"), "\(dump)")
        #expect(dump.contains("fill rect(0 0 20 20) #FF3B30"), "\(dump)")
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 30, height: 30) })
    }

    /// A `Path` drawn as a view is itself: its points are in the space of the frame it gets.
    @Test func aPathViewDrawsInItsFramesSpace() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            Path { path in path.addRect(CGRect(x: 0, y: 0, width: 20, height: 10)) }.fill(Color.blue).frame(width: 50, height: 20)
        }
        #expect(try displayListDump(view).components(separatedBy: "\n").last == "fill rect(0 30 20 10) #007AFF")
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.path(in: CGRect(x: 10, y: 20, width: 30, height: 40)) == path)
    }

    /// Shape transforms (`offset`, `scale`, `rotation`, `transform`) act in the shape's space,
    /// so a transformed shape moves with its view.
    @Test func shapeTransformsActInTheShapesSpace() throws {
        let view = Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 0.5)).fill(Color.red).frame(width: 20, height: 10).padding(10)
        #expect(try displayListDump(view) == "fill rect(10 10 10 5) #FF3B30")
    }

    /// `ContainerRelativeShape` takes the shape of the container around it (`containerShape`),
    /// inset by its distance from the container's edges so the corners stay concentric; outside
    /// any container it is the view's rectangle.
    @Test func containerRelativeShapesFollowTheContainerShape() throws {
        let card = ContainerRelativeShape().fill(Color.blue).frame(width: 100, height: 60).padding(8)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        #expect(try displayListDump(card) == "fill roundedRect(8 8 100 60 r 12 continuous) #007AFF")
        let flush = Color.red.frame(width: 40, height: 40).clipShape(ContainerRelativeShape()).padding(.top, 30)
            .containerShape(Capsule())
        let dump = try displayListDump(VStack(spacing: 0) { Color.clear.frame(width: 10, height: 5); flush })
        #expect(dump.contains("clip(roundedRect(0 35 40 40 r 20"), "\(dump)")
        #expect(try displayListDump(ContainerRelativeShape().fill(Color.blue).frame(width: 30, height: 20).padding(4))
            == "fill rect(4 4 30 20) #007AFF")
    }
}
