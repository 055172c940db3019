import Foundation

/// How much of the target and how much of the initial velocity make up a spring's position
/// (or velocity) at one time: motion is linear in both, so two numbers describe it for any
/// vector type.
private struct SpringWeights {
    var target: Double
    var initialVelocity: Double

    func combine<V: VectorArithmetic>(target: V, initialVelocity: V) -> V {
        target.scaled(by: self.target) + initialVelocity.scaled(by: self.initialVelocity)
    }
}

extension Spring {
    /// ζω₀, the rate at which the motion's envelope decays.
    private var decay: Double { storedDampingRatio * naturalFrequency }

    /// ω₀√|1 − ζ²|: the damped angular frequency below critical damping, the spread of the
    /// two decay rates above it.
    private var spread: Double {
        naturalFrequency * abs(1 - storedDampingRatio * storedDampingRatio).squareRoot()
    }

    /// The position of a motion from 0 towards a target, at `time`, as weights of the
    /// target and of the initial velocity.
    private func positionWeights(time t: Double) -> SpringWeights {
        let λ = decay, ω = spread
        if storedDampingRatio < 1 {
            let envelope = exp(-λ * t), sine = sin(ω * t), cosine = cos(ω * t)
            return SpringWeights(target: 1 - envelope * (cosine + λ / ω * sine),
                                 initialVelocity: envelope * sine / ω)
        }
        if storedDampingRatio == 1 {
            let envelope = exp(-λ * t)
            return SpringWeights(target: 1 - envelope * (1 + λ * t), initialVelocity: t * envelope)
        }
        let fast = -λ - ω, slow = -λ + ω
        let eSlow = exp(slow * t), eFast = exp(fast * t)
        return SpringWeights(target: 1 + (fast * eSlow - slow * eFast) / (slow - fast),
                             initialVelocity: (eSlow - eFast) / (slow - fast))
    }

    /// The time derivative of the position weights.
    private func velocityWeights(time t: Double) -> SpringWeights {
        let λ = decay, ω = spread, ω0 = naturalFrequency
        if storedDampingRatio < 1 {
            let envelope = exp(-λ * t), sine = sin(ω * t), cosine = cos(ω * t)
            return SpringWeights(target: envelope * sine * ω0 * ω0 / ω,
                                 initialVelocity: envelope * (cosine - λ / ω * sine))
        }
        if storedDampingRatio == 1 {
            let envelope = exp(-λ * t)
            return SpringWeights(target: λ * λ * t * envelope, initialVelocity: envelope * (1 - λ * t))
        }
        let fast = -λ - ω, slow = -λ + ω
        let eSlow = exp(slow * t), eFast = exp(fast * t)
        return SpringWeights(target: fast * slow * (eSlow - eFast) / (slow - fast),
                             initialVelocity: (slow * eSlow - fast * eFast) / (slow - fast))
    }

    /// The time a unit motion takes to settle, using a target of 1, no initial velocity and
    /// an epsilon of 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The time after which the motion stays within `epsilon` of `target`.
    ///
    /// Below critical damping this is when the bound |ζω₀·target − v₀| + |target| on the
    /// motion's envelope decays to `epsilon`. At or above critical damping the motion is
    /// sampled every 0.1 s and the answer is the first sample within `epsilon` that stays
    /// within it for more than a second after (0 if none does in about 100 s), which is how
    /// iOS answers for these springs.
    public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval
    where V: VectorArithmetic {
        if storedDampingRatio < 1 {
            if decay == 0 { return .infinity }
            let bound = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, log(bound / epsilon) / decay)
        }
        var time = 0.0
        var settledSince: Double?
        for _ in 0..<1024 {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            let distance = offset.magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if distance < epsilon {
                if let since = settledSince {
                    if time - since > 1 { return since }
                } else {
                    settledSince = time
                }
            } else {
                settledSince = nil
            }
            time += 0.1
        }
        return 0
    }

    /// The position, at `time`, of a motion from zero towards `target` that starts with
    /// `initialVelocity`.
    public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    where V: VectorArithmetic {
        positionWeights(time: time).combine(target: target, initialVelocity: initialVelocity)
    }

    /// The velocity, at `time`, of a motion from zero towards `target` that starts with
    /// `initialVelocity`.
    public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    where V: VectorArithmetic {
        velocityWeights(time: time).combine(target: target, initialVelocity: initialVelocity)
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target`.
    public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval)
    where V: VectorArithmetic {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The force on the mass, k·(target − position) − c·velocity, in units of the vector
    /// type per second squared.
    public func force<V>(target: V, position: V, velocity: V) -> V where V: VectorArithmetic {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }
}

extension Spring {
    /// ``settlingDuration(target:initialVelocity:epsilon:)`` for the motion between two
    /// animatable values.
    @MainActor
    public func settlingDuration<V>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval
    where V: Animatable {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The value at `time` of a motion from `fromValue` to `toValue`.
    @MainActor
    public func value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    where V: Animatable {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a motion from `fromValue` to `toValue`.
    @MainActor
    public func velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    where V: Animatable {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on the mass at `position` moving at `velocity` towards `toValue`.
    @MainActor
    public func force<V>(fromValue: V, toValue: V, position: V, velocity: V) -> V where V: Animatable {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData,
                                      position: position.animatableData - fromValue.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }
}

extension Spring {
    /// A smooth spring with no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce (0.15).
    public static var snappy: Spring { snappy() }

    /// A spring with a bounce of 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a larger bounce (0.3).
    public static var bouncy: Spring { bouncy() }

    /// A spring with a bounce of 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
