import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The SVG path-data reader behind the bootstrap-icons symbols: every command, absolute and
/// relative, the compact number syntax, arcs, and errors for malformed data.
struct SVGPathDataTests {
    private func elements(_ data: String) throws -> [Path.Element] { try SVGPathData.parse(data).elements }
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func movesAndLinesAbsoluteAndRelative() throws {
        #expect(try elements("M1 2L3 4l1 1H10h-2V7v1Z") == [
            .move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(4, 5)), .line(to: p(10, 5)), .line(to: p(8, 5)),
            .line(to: p(8, 7)), .line(to: p(8, 8)), .closeSubpath,
        ])
        // A relative moveto after a close starts from the closed subpath's start.
        #expect(try elements("m1 1 2 0z m1 1 l1 0") == [
            .move(to: p(1, 1)), .line(to: p(3, 1)), .closeSubpath, .move(to: p(2, 2)), .line(to: p(3, 2)),
        ])
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        // Pairs after a moveto are linetos; `.5.5` is two numbers; `-1-2` too; exponents.
        #expect(try elements("M0,0 1,1 2 2") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))])
        #expect(try elements("M.5.5L-1-2") == [.move(to: p(0.5, 0.5)), .line(to: p(-1, -2))])
        #expect(try elements("M1e1 2E-1L+3 1e+1") == [.move(to: p(10, 0.2)), .line(to: p(3, 10))])
        #expect(try elements("M0 0h1 1 1") == [.move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(2, 0)), .line(to: p(3, 0))])
        #expect(try elements("").isEmpty)
        #expect(try elements("  \n ").isEmpty)
    }

    @Test func cubicAndQuadraticCurvesWithTheirSmoothForms() throws {
        #expect(try elements("M0 0C1 0 2 1 2 2S3 4 4 4") == [
            .move(to: p(0, 0)), .curve(to: p(2, 2), control1: p(1, 0), control2: p(2, 1)),
            // S mirrors the previous second control point (2 1) about the current point (2 2).
            .curve(to: p(4, 4), control1: p(2, 3), control2: p(3, 4)),
        ])
        #expect(try elements("M0 0c1 0 2 1 2 2s1 2 2 2") == [
            .move(to: p(0, 0)), .curve(to: p(2, 2), control1: p(1, 0), control2: p(2, 1)),
            .curve(to: p(4, 4), control1: p(2, 3), control2: p(3, 4)),
        ])
        // S after something other than a cubic takes the current point as its first control.
        #expect(try elements("M0 0L1 1S2 2 3 3") == [
            .move(to: p(0, 0)), .line(to: p(1, 1)), .curve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2)),
        ])
        #expect(try elements("M0 0Q1 1 2 0T4 0t2 0") == [
            .move(to: p(0, 0)), .quadCurve(to: p(2, 0), control: p(1, 1)),
            .quadCurve(to: p(4, 0), control: p(3, -1)), .quadCurve(to: p(6, 0), control: p(5, 1)),
        ])
        #expect(try elements("M0 0q1 1 2 0") == [.move(to: p(0, 0)), .quadCurve(to: p(2, 0), control: p(1, 1))])
    }

    @Test func arcsBecomeCubicsOnTheEllipse() throws {
        // A half circle of radius 1 from (0 0) to (2 0), sweeping through (1 1) (y down, sweep 1 = clockwise on screen).
        let half = try elements("M0 0A1 1 0 0 1 2 0")
        #expect(half.count == 3)
        guard case .curve(let end, _, _) = half.last else { Issue.record("arcs are cubics"); return }
        #expect(end == p(2, 0))
        let path = try SVGPathData.parse("M0 0A1 1 0 0 1 2 0")
        #expect(abs(path.boundingRect.minY - -1) < 0.01, "sweep 1 goes through y = -1 (above, in SVG's y-down space)")
        // Flags written without separators, relative, with a large arc.
        let compact = try elements("M8 15a7 7 0 110-14 7 7 0 010 14z")
        #expect(compact.filter { if case .curve = $0 { return true } else { return false } }.count >= 4)
        let circle = try SVGPathData.parse("M8 15a7 7 0 110-14 7 7 0 010 14z")
        #expect(abs(circle.boundingRect.width - 14) < 0.6 && abs(circle.boundingRect.height - 14) < 0.01)
        // Radii too small to reach are scaled up (a half circle of radius 5); zero radii draw a line.
        let scaled = try SVGPathData.parse("M0 0A1 1 0 0 0 10 0")
        #expect(abs(scaled.boundingRect.maxY - 5) < 0.01)
        #expect(try elements("M0 0A0 1 0 0 0 10 0") == [.move(to: p(0, 0)), .line(to: p(10, 0))])
        #expect(try elements("M0 0A1 1 0 0 0 0 0") == [.move(to: p(0, 0))])
        // Every point of a quarter arc lies on the circle within 0.1 % of the radius.
        guard case .curve(let to, let c1, let c2)? = try elements("M10 0A10 10 0 0 1 0 10").last else { Issue.record("a cubic"); return }
        let from = p(10, 0)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let u = 1 - t
            let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
            let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
            #expect(abs((x * x + y * y).squareRoot() - 10) < 0.01)
        }
    }

    @Test func malformedDataIsAnErrorNamingWhereNeverATrap() {
        let cases: [(String, Int)] = [
            ("L1 1", 0),          // must start with a moveto
            ("M1", 2),            // a pair needs two numbers
            ("M1 1 L", 6),        // a command without its numbers
            ("M0 0 X1 1", 5),     // an unknown command
            ("M0 0 A1 1 0 2 0 1 1", 12), // a flag must be 0 or 1
            ("M0 0 Z 1 1", 7),    // numbers after Z
            ("M0 0 L1 #", 8),     // not a number
            ("M0 0 L1e999 0", 6), // out of range
            ("M0 0 L. 1", 6),     // a point alone is no number
        ]
        for (data, offset) in cases {
            do {
                _ = try SVGPathData.parse(data)
                Issue.record("\"\(data)\" parsed")
            } catch {
                #expect(error.offset == offset, "\"\(data)\": \(error)")
                #expect(!error.reason.isEmpty)
            }
        }
    }

    @Test func evenOddAndCirclesAndRectsOfAnIconDocument() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <path fill-rule="evenodd" d="M0 0h16v16H0z M4 4h8v8H4z"/>
          <circle cx="8" cy="8" r="2"/>
          <rect width="4" height="2" rx="1" transform="matrix(1 0 0 -1 6 15)"/>
        </svg>
        """
        let drawing = try SVGIcon.drawing(from: svg)
        #expect(drawing.parts.count == 3)
        guard case .fill(let frame, let evenOdd) = drawing.parts[0] else { Issue.record("a filled outline"); return }
        #expect(evenOdd)
        #expect(dumpPrecision(frame.boundingRect) == CGRect(x: 4, y: 4, width: 92, height: 92))
        guard case .fill(_, let circleEvenOdd) = drawing.parts[1] else { Issue.record("a filled circle"); return }
        #expect(!circleEvenOdd)
        // The rect is flipped by its matrix: y from 15 - 0 - 2 = 13 to 15, in the 16-unit box.
        #expect(dumpPrecision(drawing.parts[2].path.boundingRect) == dumpPrecision(CGRect(x: 4 + 6 * 5.75, y: 4 + 13 * 5.75, width: 23, height: 11.5)))
        // The frame encloses the other parts: it is the secondary layer.
        #expect(drawing.layers == [.secondary, .primary, .primary])
        #expect(throws: (any Error).self) { try SVGIcon.drawing(from: "<svg viewBox=\"0 0 16 16\"></svg>") }
        #expect(throws: (any Error).self) { try SVGIcon.drawing(from: "<svg viewBox=\"0 0 16\"><path d=\"M0 0h1\"/></svg>") }
        #expect(throws: (any Error).self) { try SVGIcon.drawing(from: "<svg><path d=\"M0 0 Q\"/></svg>") }
        #expect(throws: (any Error).self) { try SVGIcon.drawing(from: "<svg><rect width=\"4\" height=\"2\" transform=\"skewX(3)\"/></svg>") }
    }
}
