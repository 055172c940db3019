import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `Path.contains`, relative arcs and per-corner radii.
@MainActor
@Suite struct PathAdditionsTests {
    @Test func containsFollowsTheFillRule() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 5, y: 5)))
        #expect(!square.contains(CGPoint(x: 11, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // (15, 15) is 49.5 from the centre, inside; (14, 14) is 50.9, outside.
        #expect(circle.contains(CGPoint(x: 15, y: 15)))
        #expect(!circle.contains(CGPoint(x: 14, y: 14)))
        // Two squares wound the same way: the inner one is covered twice, filled by nonzero
        // winding and left as a hole by even-odd.
        var nested = Path()
        nested.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }

    @Test func containsRejectsEmptyPathsAndBadPoints() {
        #expect(!Path().contains(.zero))
        #expect(!Path(CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    /// A relative arc is the absolute arc that ends `delta` after its start, swept the way
    /// the sign of `delta` says.
    @Test func relativeArcMatchesTheAbsoluteArc() {
        var relative = Path()
        relative.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(30), delta: .degrees(-120))
        var absolute = Path()
        absolute.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(30), endAngle: .degrees(-90), clockwise: true)
        #expect(relative == absolute)
        var forward = Path()
        forward.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(forward.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    }

    @Test func cornerRadiiPathIsTheUnevenRoundedRectangle() {
        let radii = RectangleCornerRadii(topLeading: 4, bottomLeading: 0, bottomTrailing: 12, topTrailing: 8)
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        let path = Path(roundedRect: rect, cornerRadii: radii, style: .circular)
        #expect(path == UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect))
        var added = Path()
        added.addRoundedRect(in: rect, cornerRadii: radii, style: .circular, transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(added.boundingRect == CGRect(x: 5, y: 0, width: 60, height: 40))
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan), cornerRadii: radii).isEmpty)
    }
}
