import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// A right triangle with its right angle at the top-leading corner: mirrored, the right
/// angle moves to the top-trailing corner.
private struct CornerTriangle: Shape {
    var behavior: LayoutDirectionBehavior? = nil
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + 10, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
    var layoutDirectionBehavior: LayoutDirectionBehavior { behavior ?? .mirrors }
}

/// iOS 17 mirrors a shape's path right to left unless the shape's `layoutDirectionBehavior`
/// is `.fixed` (as the built-in symmetric shapes are); transformed shapes mirror as their
/// shape does, and a clip shape mirrors as a drawn one.
@MainActor
@Suite struct ShapeLayoutDirectionTests {
    private func rightToLeft<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    private func triangle<S: Shape>(_ shape: S) -> some View {
        shape.fill(Color.red).frame(width: 40, height: 20).padding(5)
    }

    @Test func customShapesMirrorRightToLeft() throws {
        #expect(try displayListDump(triangle(CornerTriangle())) == "fill path(M5,5 L15,5 L5,25 Z) #FF3B30")
        #expect(try displayListDump(rightToLeft(triangle(CornerTriangle()))) == "fill path(M45,5 L35,5 L45,25 Z) #FF3B30")
    }

    @Test func fixedShapesDoNotMirror() throws {
        let fixed = CornerTriangle(behavior: .fixed)
        #expect(try displayListDump(rightToLeft(triangle(fixed))) == displayListDump(triangle(fixed)))
    }

    @Test func aShapeMirrorsInTheDirectionItNames() throws {
        let leftToRightMirrored = CornerTriangle(behavior: .mirrors(in: .leftToRight))
        #expect(try displayListDump(triangle(leftToRightMirrored)) == "fill path(M45,5 L35,5 L45,25 Z) #FF3B30")
        #expect(try displayListDump(rightToLeft(triangle(leftToRightMirrored))) == "fill path(M5,5 L15,5 L5,25 Z) #FF3B30")
    }

    @Test func builtInShapesAreFixed() {
        #expect(Rectangle().layoutDirectionBehavior == .fixed)
        #expect(RoundedRectangle(cornerRadius: 4).layoutDirectionBehavior == .fixed)
        #expect(Capsule().layoutDirectionBehavior == .fixed)
        #expect(Ellipse().layoutDirectionBehavior == .fixed)
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(CornerTriangle().layoutDirectionBehavior == .mirrors)
    }

    @Test func transformedShapesMirrorAsTheirShapeDoes() throws {
        #expect(Rectangle().offset(x: 3).layoutDirectionBehavior == .fixed)
        #expect(CornerTriangle().offset(x: 3).layoutDirectionBehavior == .mirrors)
        #expect(CornerTriangle().rotation(.degrees(90)).layoutDirectionBehavior == .mirrors)
        #expect(CornerTriangle().scale(2).layoutDirectionBehavior == .mirrors)
        #expect(CornerTriangle().transform(.identity).layoutDirectionBehavior == .mirrors)
        #expect(Circle().transform(.identity).layoutDirectionBehavior == .fixed)
        // The offset is mirrored with the path: right to left it moves the triangle left.
        #expect(try displayListDump(rightToLeft(triangle(CornerTriangle().offset(x: 3))))
            == "fill path(M42,5 L32,5 L42,25 Z) #FF3B30")
    }

    @Test func strokedShapesMirrorTheirOutline() throws {
        let stroked = CornerTriangle().stroke(Color.red, lineWidth: 2).frame(width: 40, height: 20).padding(5)
        #expect(try displayListDump(rightToLeft(stroked)) == "stroke path(M45,5 L35,5 L45,25 Z) #FF3B30 width 2")
    }

    @Test func clipShapesMirror() throws {
        let clipped = Color.red.frame(width: 40, height: 20).clipShape(CornerTriangle()).padding(5)
        #expect(try displayListDump(rightToLeft(clipped)).components(separatedBy: "\n").first
            == "group clip(path(M45,5 L35,5 L45,25 Z))")
    }
}
