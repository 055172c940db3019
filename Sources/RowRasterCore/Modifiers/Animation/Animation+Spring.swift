import Foundation

/// iOS 17's animation forms that take a ``Spring`` or a ``UnitCurve``. Like every
/// ``Animation``, they describe a motion a render never shows: it draws the final value.
extension Animation {
    /// A spring animation that moves like `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation("spring(\(spring.response), \(spring.dampingRatio), \(spring.mass), blendDuration: \(blendDuration))")
    }

    /// An interpolating spring animation that moves like `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(\(spring.response), \(spring.dampingRatio), \(spring.mass), initialVelocity: \(initialVelocity))")
    }

    /// An interpolating spring animation with the pace and bounce of
    /// ``Spring/init(duration:bounce:)``.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation with a duration of 0.5 and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A fast spring with a little bounce, for motion that follows a gesture.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An animation that follows `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation("timingCurve(\(curve.curveDescription), \(duration))")
    }

    /// This animation, reported logically complete after `duration` seconds.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation("\(description).logicallyComplete(after: \(duration))")
    }
}
