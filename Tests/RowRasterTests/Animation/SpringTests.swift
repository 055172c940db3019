import Foundation
import Testing
@testable import RowRasterCore

/// `Spring`'s conversions and motion against Apple's documented figures and the closed-form
/// solutions of a damped spring.
@Suite struct SpringTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// Apple's `Spring` overview: duration 0.5 with bounce 0.3 is (1.0, 157.9, 17.6), and
    /// mass 1, stiffness 100, damping 10 is duration 0.63 with bounce 0.5.
    @Test func documentedConversions() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 4 * .pi * .pi / 0.25))
        #expect(close(spring.damping, 2 * 0.7 * 2 * .pi / 0.5))
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(physical.duration, 2 * .pi / 10))
        #expect(close(physical.bounce, 0.5))
        #expect(close(physical.response, physical.duration))
        #expect(close(physical.dampingRatio, 0.5))
    }

    @Test func bounceAndDampingRatioRoundTrip() {
        #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
        #expect(close(Spring(duration: 1, bounce: -0.5).bounce, -0.5))
        #expect(Spring(duration: 1, bounce: 2).dampingRatio == 0)
        #expect(close(Spring(response: 0.4, dampingRatio: 0.8).bounce, 0.2))
        #expect(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
        #expect(close(Spring(mass: 2, stiffness: 8, damping: 4).stiffness, 8))
        #expect(close(Spring(mass: 2, stiffness: 8, damping: 4).damping, 4))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
        #expect(Spring.smooth == Spring())
    }

    /// Underdamped: x(t) = 1 − e^(−λt)(cos ωt + λ/ω sin ωt) for a unit target at rest.
    @Test func underdampedMotion() {
        let spring = Spring(response: 1, dampingRatio: 0.5)
        let ω0 = 2 * Double.pi, λ = 0.5 * ω0, ω = ω0 * (0.75).squareRoot(), t = 0.3
        let expected = 1 - exp(-λ * t) * (cos(ω * t) + λ / ω * sin(ω * t))
        #expect(close(spring.value(target: 1.0, time: t), expected))
        #expect(close(spring.velocity(target: 1.0, time: t), exp(-λ * t) * sin(ω * t) * ω0 * ω0 / ω))
        #expect(spring.value(target: 2.0, time: 0) == 0)
        #expect(close(spring.velocity(target: 0.0, initialVelocity: 3.0, time: 0), 3))
    }

    /// Critical: x(t) = 1 − e^(−ω₀t)(1 + ω₀t); overdamped: the two-exponential solution.
    @Test func criticalAndOverdampedMotion() {
        let critical = Spring(duration: 0.5, bounce: 0)
        let ω0 = 4 * Double.pi, t = 0.2
        #expect(close(critical.value(target: 1.0, time: t), 1 - exp(-ω0 * t) * (1 + ω0 * t)))
        #expect(close(critical.velocity(target: 1.0, time: t), ω0 * ω0 * t * exp(-ω0 * t)))
        let over = Spring(response: 1, dampingRatio: 2)
        let w0 = 2 * Double.pi, slow = -w0 * (2 - 3.0.squareRoot()), fast = -w0 * (2 + 3.0.squareRoot())
        let x = 1 + (fast * exp(slow * t) - slow * exp(fast * t)) / (slow - fast)
        #expect(close(over.value(target: 1.0, time: t), x))
        #expect(over.value(target: 1.0, time: 0) == 0)
        #expect(close(over.velocity(target: 1.0, time: 0), 0))
    }

    /// The force is k·(target − position) − c·velocity, and `update` advances along `value`.
    @Test func forceAndUpdate() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(spring.force(target: 1.0, position: 0.25, velocity: 2.0), 100 * 0.75 - 10 * 2))
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.1)
        #expect(close(value, spring.value(target: 1.0, time: 0.1)))
        #expect(close(velocity, spring.velocity(target: 1.0, time: 0.1)))
    }

    /// Underdamped settling is where the envelope bound (ζω₀ + 1)·e^(−ζω₀t) meets 0.001;
    /// critically damped settling is the first 0.1 s sample within 0.001 of the target.
    @Test func settlingDuration() {
        let spring = Spring(response: 1, dampingRatio: 0.5)
        let λ = Double.pi
        #expect(close(spring.settlingDuration, log((λ + 1) / 0.001) / λ))
        let critical = Spring(duration: 0.5)
        let sampled = critical.settlingDuration
        #expect(abs(critical.value(target: 1.0, time: sampled) - 1) < 0.001)
        #expect(abs(critical.value(target: 1.0, time: sampled - 0.1) - 1) >= 0.001)
        #expect(Spring(response: 1, dampingRatio: 0).settlingDuration == .infinity)
    }

    /// `init(settlingDuration:dampingRatio:)` solves for the frequency whose decay meets
    /// epsilon at that time.
    @Test func settlingDurationInitializer() {
        let critical = Spring(settlingDuration: 1, dampingRatio: 1)
        let u = 2 * Double.pi / critical.response
        #expect(close((1 + u) * exp(-u), 0.001, 1e-12))
        let under = Spring(settlingDuration: 2, dampingRatio: 0.6)
        let ω0 = 2 * Double.pi / under.response
        #expect(close(0.6 / 0.8 * exp(-0.6 * ω0 * 2), 0.001, 1e-12))
        #expect(Spring(settlingDuration: .nan, dampingRatio: .nan).dampingRatio.isFinite)
    }

    @Test func badInputDoesNotTrap() {
        _ = Spring(duration: 0, bounce: .nan).value(target: 1.0, time: .infinity)
        _ = Spring(duration: 1, bounce: -1).settlingDuration
        _ = Spring(mass: 0, stiffness: 0, damping: 0).velocity(target: 1.0, time: 1)
    }

    /// Animatable values move by their animatable data.
    @MainActor @Test func animatableForms() {
        let spring = Spring(response: 1, dampingRatio: 0.5)
        let from = Angle.degrees(10), to = Angle.degrees(100)
        let moved = spring.value(fromValue: from, toValue: to, initialVelocity: .zero, time: 0.3)
        #expect(close(moved.radians, from.radians + spring.value(target: to.radians - from.radians, time: 0.3)))
    }
}
