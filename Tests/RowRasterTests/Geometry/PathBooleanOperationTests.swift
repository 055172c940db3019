import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterDisplay
import Testing

/// Path boolean operations and stroke outlines (iOS 17's `union`, `intersection`, …,
/// `strokedPath`), through Debian's Clipper: exact regions for polygons, areas within the
/// flattening tolerance for curves.
@Suite struct PathBooleanOperationTests {
    private let left = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    private let right = Path(CGRect(x: 5, y: 0, width: 10, height: 10))

    /// The filled area of a path's closed subpaths by the non-zero rule's result (the results
    /// are simple polygons with holes wound the other way, so signed areas add up).
    private func area(_ path: Path) -> CGFloat {
        var total: CGFloat = 0, polygon: [CGPoint] = []
        func close() {
            guard polygon.count > 2 else { polygon = []; return }
            var sum: CGFloat = 0
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                sum += a.x * b.y - b.x * a.y
            }
            total += sum / 2
            polygon = []
        }
        for element in path.elements {
            switch element {
            case .move(let point): close(); polygon = [point]
            case .line(let point): polygon.append(point)
            case .closeSubpath: close()
            default: Issue.record("a boolean operation's result has only lines")
            }
        }
        close()
        return abs(total)
    }

    private func subpathCount(_ path: Path) -> (closed: Int, open: Int) {
        var moves = 0, closes = 0
        for element in path.elements {
            if case .move = element { moves += 1 }
            if case .closeSubpath = element { closes += 1 }
        }
        return (closes, moves - closes)
    }

    @Test func theFourOperationsOnTwoOverlappingSquares() {
        #expect(left.union(right).boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(area(left.union(right)) == 150)
        #expect(left.intersection(right).boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(area(left.intersection(right)) == 50)
        #expect(left.subtracting(right).boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(area(left.symmetricDifference(right)) == 100)
        #expect(subpathCount(left.symmetricDifference(right)) == (closed: 2, open: 0))
    }

    @Test func theFillRuleDecidesWhatANestedSubpathIs() {
        var nested = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        nested.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(area(nested.normalized(eoFill: true)) == 64)     // a ring
        #expect(area(nested.normalized(eoFill: false)) == 100)   // both wound alike: all filled
        #expect(area(nested.union(Path(), eoFill: true)) == 64)
    }

    @Test func linesAreCutByTheOtherPathsRegion() {
        var line = Path()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 15, y: 5))
        let inside = line.lineIntersection(left)
        #expect(inside.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 10, y: 5))])
        let outside = line.lineSubtraction(left)
        #expect(subpathCount(outside) == (closed: 0, open: 2))
        #expect(outside.boundingRect == CGRect(x: -5, y: 5, width: 20, height: 0))
    }

    @Test func curvesAreFlattenedFinely() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let union = circle.union(Path(CGRect(x: 200, y: 0, width: 1, height: 1)))
        #expect(abs(area(union) - (CGFloat.pi * 2500 + 1)) < 2)   // within 0.03 %
        #expect(abs(circle.intersection(Path(CGRect(x: 0, y: 40, width: 10, height: 20))).boundingRect.width - 10) < 0.01)
    }

    @Test func strokeOutlinesFollowCapsJoinsAndDashes() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
        #expect(area(line.strokedPath(StrokeStyle(lineWidth: 2))) == 20)
        #expect(area(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))) == 24)
        #expect(abs(area(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))) - (20 + .pi)) < 0.05)   // arcs within 0.01 pt
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(area(square.strokedPath(StrokeStyle(lineWidth: 2))) == 80)                       // mitred corners
        #expect(area(square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))) == 78)     // each corner cut
        #expect(abs(area(square.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))) - (76 + .pi)) < 0.05)
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(subpathCount(dashed).closed == 3)
        #expect(area(dashed) == 12)
        #expect(area(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2], dashPhase: 1))) == 10)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func unusableInputGivesAnEmptyPathNotATrap() {
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 10, y: 10))
        broken.addLine(to: CGPoint(x: 0, y: 10))
        #expect(broken.union(left).isEmpty)
        #expect(Path(CGRect(x: 0, y: 0, width: 1e300, height: 1)).intersection(left).isEmpty)
        #expect(left.strokedPath(StrokeStyle(lineWidth: .infinity)).isEmpty)
        #expect(left.strokedPath(StrokeStyle(lineWidth: 1, dash: [.nan])).isEmpty == false)   // drawn solid
        #expect(left.strokedPath(StrokeStyle(lineWidth: 1e30, lineJoin: .round)).isEmpty)     // no million-point arcs
        // A dash pattern finer than any pixel, over a long line: drawn solid, not cut a billion times.
        var long = Path()
        long.move(to: .zero)
        long.addLine(to: CGPoint(x: 1e6, y: 0))
        #expect(area(long.strokedPath(StrokeStyle(lineWidth: 2, dash: [1e-6, 1e-6]))) == 2e6)
    }

    @Test func shapesCombineTheirPathsInTheSameRectangle() {
        let ticket = RoundedRectangle(cornerRadius: 4)
            .subtracting(Circle().offset(x: -50))
        let path = ticket.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingRect.maxX == 100 && path.boundingRect.minY == 0)
        #expect(!path.contains(CGPoint(x: 40, y: 50)))   // inside the circle about (0, 50): cut away
        #expect(path.contains(CGPoint(x: 60, y: 50)))
        #expect(path.contains(CGPoint(x: 20, y: 2)))     // 52 pt from the circle's centre: kept
        #expect(Rectangle().union(Circle()).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
                == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}
