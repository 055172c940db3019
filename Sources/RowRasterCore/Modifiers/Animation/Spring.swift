import Foundation

/// A damped spring, as iOS 17's `Spring`: converts between the ways of describing one and
/// evaluates its motion in closed form.
///
/// A spring is kept as its undamped natural frequency ω₀ (radians per second), its damping
/// ratio ζ and its mass; every other description derives from these three:
/// `response` (and `duration`) is the undamped period 2π/ω₀, `stiffness` is mω₀²,
/// `damping` is 2mζω₀, and `bounce` is 1 − ζ below critical damping and 1/ζ − 1 above it.
///
/// Motion starts at zero, heads for a target and starts with a given velocity; its position
/// is the solution of m·x″ = k·(target − x) − c·x′ for the damping regime at hand
/// (underdamped, critically damped or overdamped).
public struct Spring: Hashable, Sendable {
    /// ω₀ = √(k/m), in radians per second.
    package var naturalFrequency: Double
    /// ζ = c / (2√(km)).
    package var storedDampingRatio: Double
    package var storedMass: Double

    package init(naturalFrequency: Double, dampingRatio: Double, mass: Double) {
        self.naturalFrequency = naturalFrequency
        self.storedDampingRatio = dampingRatio
        self.storedMass = mass
    }
}

extension Spring {
    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring: its undamped period in seconds, which is about
    ///     how long it takes to settle.
    ///   - bounce: 0 is critically damped, up to 1 for undamped oscillation; down to −1 for
    ///     increasingly overdamped springs.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio: Double
        if bounce <= -1 {
            ratio = .infinity
        } else if bounce < 0 {
            ratio = 1 / (1 + bounce)
        } else {
            ratio = max(0, 1 - bounce)
        }
        self.init(naturalFrequency: 2 * .pi / duration, dampingRatio: ratio, mass: 1)
    }

    /// The perceptual duration, the undamped period 2π/ω₀ in seconds.
    public var duration: TimeInterval { 2 * .pi / naturalFrequency }

    /// How bouncy the spring is: 1 − ζ when underdamped, 1/ζ − 1 when overdamped.
    public var bounce: Double {
        storedDampingRatio <= 1 ? 1 - storedDampingRatio : 1 / storedDampingRatio - 1
    }
}

extension Spring {
    /// Creates a spring with the specified response (undamped period in seconds) and
    /// damping ratio (a fraction of the damping that makes it critically damped).
    public init(response: Double, dampingRatio: Double) {
        self.init(naturalFrequency: 2 * .pi / response, dampingRatio: dampingRatio, mass: 1)
    }

    /// The undamped period of the spring in seconds.
    public var response: Double { 2 * .pi / naturalFrequency }

    /// The damping as a fraction of the damping that makes the spring critically damped.
    public var dampingRatio: Double { storedDampingRatio }
}

extension Spring {
    /// Creates a spring from the physical coefficients of a mass on a spring with friction.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring.
    ///   - stiffness: The spring's stiffness: the force per unit of displacement.
    ///   - damping: The friction: the force per unit of velocity.
    ///   - allowOverDamping: When false, damping beyond critical damping is treated as
    ///     critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let frequency = (stiffness / mass).squareRoot()
        var ratio = damping / (2 * (stiffness * mass).squareRoot())
        if ratio > 1, !allowOverDamping { ratio = 1 }
        self.init(naturalFrequency: frequency, dampingRatio: ratio, mass: mass)
    }

    /// The mass attached to the spring.
    public var mass: Double { storedMass }

    /// The spring constant k = mω₀².
    public var stiffness: Double { storedMass * naturalFrequency * naturalFrequency }

    /// The friction coefficient c = 2mζω₀.
    public var damping: Double { 2 * storedMass * storedDampingRatio * naturalFrequency }
}

extension Spring {
    /// Creates a spring, at most critically damped, that settles to within `epsilon` of a
    /// unit target in about `settlingDuration` seconds.
    ///
    /// The damping ratio is clamped to (0, 1] and the duration to 0.01…10 seconds. Below
    /// critical damping the spring's envelope, ζ/√(1−ζ²)·e^(−ζω₀t), reaches `epsilon` at that
    /// time; at critical damping its displacement from the target, (1 + ω₀t)·e^(−ω₀t), does.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // A ratio or duration that is not a number is taken as critical damping over 0.5 s.
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, .ulpOfOne), 1)
        let time = settlingDuration.isNaN ? 0.5 : min(max(settlingDuration, 0.01), 10)
        let frequency: Double
        if ratio < 1 {
            let amplitude = ratio / (1 - ratio * ratio).squareRoot()
            frequency = log(amplitude / epsilon) / (ratio * time)
        } else {
            frequency = Spring.criticalDecayRoot(epsilon: epsilon) / time
        }
        self.init(naturalFrequency: frequency, dampingRatio: ratio, mass: 1)
    }

    /// The u > 0 at which (1 + u)·e^(−u) falls to `epsilon`, found by bisection: the function
    /// falls monotonically from 1, so the bracket always holds the root (0 when
    /// `epsilon` ≥ 1, the bracket's top when `epsilon` ≤ 0 or is not a number).
    private static func criticalDecayRoot(epsilon: Double) -> Double {
        var low = 0.0
        var high = 1000.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + middle) * exp(-middle) > epsilon { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
