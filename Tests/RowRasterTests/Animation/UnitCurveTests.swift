import Foundation
import Testing
@testable import RowRasterCore

/// `UnitCurve` against the closed forms of its curves.
@Suite struct UnitCurveTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// A Bézier curve's point at parameter t, for checking the solver.
    private func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * c1 + 3 * (1 - t) * t * t * c2 + t * t * t
    }

    @Test func easeInOutIsSymmetricAndSolvesItsParameter() {
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
        let t = 0.3
        let x = bezier(t, 0.42, 0.58), y = bezier(t, 0, 1)
        #expect(close(UnitCurve.easeInOut.value(at: x), y))
        #expect(close(UnitCurve.easeIn.value(at: bezier(t, 0.42, 1)), bezier(t, 0, 1)))
        #expect(UnitCurve.easeOut.value(at: 0) == 0)
        #expect(close(UnitCurve.easeOut.value(at: 1), 1))
    }

    /// dy/dx = y′(t)/x′(t), and the limit of that ratio where both vanish.
    @Test func bezierVelocity() {
        let t = 0.4
        func slope(_ c1: Double, _ c2: Double) -> Double {
            3 * (1 - t) * (1 - t) * c1 + 6 * (1 - t) * t * (c2 - c1) + 3 * t * t * (1 - c2)
        }
        #expect(close(UnitCurve.easeInOut.velocity(at: bezier(t, 0.42, 0.58)), slope(0, 1) / slope(0.42, 0.58), 1e-7))
        #expect(close(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-7))
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    }

    @Test func circularCurves() {
        #expect(close(UnitCurve.circularEaseIn.value(at: 0.6), 0.2))
        #expect(close(UnitCurve.circularEaseOut.value(at: 0.4), 0.8))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.3), (1 - 0.64.squareRoot()) / 2))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5))
        #expect(close(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.75))
        #expect(close(UnitCurve.circularEaseOut.velocity(at: 0.4), 0.75))
        #expect(UnitCurve.linear.velocity(at: 0.2) == 1)
    }

    /// The inverse undoes the curve, and inputs are clamped to 0…1.
    @Test func inverseAndClamping() {
        for curve in [UnitCurve.easeInOut, .easeIn, .circularEaseIn, .circularEaseOut, .circularEaseInOut, .linear] {
            for x in [0.1, 0.35, 0.5, 0.8] {
                #expect(close(curve.inverse.value(at: curve.value(at: x)), x, 1e-7))
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
        #expect(UnitCurve.easeIn.value(at: 2) == 1)
        #expect(UnitCurve.easeIn.value(at: -1) == 0)
        _ = UnitCurve.easeInOut.value(at: .nan)
        _ = UnitCurve.bezier(startControlPoint: UnitPoint(x: .nan, y: 3), endControlPoint: .zero).velocity(at: 0.5)
    }

    @Test func animationsTakeCurvesAndSprings() {
        #expect(Animation.timingCurve(.easeIn, duration: 2).description == "timingCurve(bezier(0.42, 0.0, 1.0, 1.0), 2.0)")
        #expect(Animation.spring(Spring(response: 0.5, dampingRatio: 0.8)) != Animation.spring(.bouncy))
        #expect(Animation.interpolatingSpring == Animation.interpolatingSpring(Spring()))
        #expect(Animation.interactiveSpring() == Animation.spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    }
}
