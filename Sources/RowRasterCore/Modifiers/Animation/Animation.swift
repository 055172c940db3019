/// Animations as SwiftUI declares them. A render shows a state, never a motion: a view in its
/// first frame has nothing to animate from, and in a simulation a change is drawn at its final
/// value in the frame it happens. The curves are kept as descriptions, never evaluated.

/// How a change moves, as SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve and the modifiers applied to it, as text: what tells two animations apart.
    public let description: String
    /// The app's own animation this one wraps, if it was made from one.
    private let custom: CustomAnimationBox?

    package init(_ description: String) {
        self.description = description
        custom = nil
    }

    /// An animation that moves values as `base` says (iOS 17).
    public init<A: CustomAnimation>(_ base: A) {
        description = "\(A.self)"
        custom = CustomAnimationBox(base: base)
    }

    /// The custom animation this one wraps; for the built-in curves, which RowRaster describes
    /// but never runs, one that is done at once (a render shows final values).
    public var base: any CustomAnimation { custom?.base ?? FinishedAnimation(description: description) }

    /// The value `time` seconds into a change by `value`, as the base animation says; nil once done.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity `time` seconds into a change by `value`, as the base animation says.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous`, as the base animation says.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    /// iOS 17's spring, and its presets.
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), \(duration))")
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }

    /// Disfavoured so that `.spring()` means the response form, which is older and which
    /// the two forms' defaults both describe.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// Disfavoured, as in SwiftUI, so that `.interactiveSpring()` means the iOS 17 duration form.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(\(response), \(dampingFraction), \(blendDuration))")
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(stiffness), \(damping), \(initialVelocity))")
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(mass), \(stiffness), \(damping), \(initialVelocity))")
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(\(duration), \(extraBounce))")
    }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(\(duration), \(extraBounce))")
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(\(duration), \(extraBounce))")
    }

    public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(delay))") }

    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount), \(autoreverses))")
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever(\(autoreverses))")
    }
}

/// The context of a state change, as SwiftUI's `Transaction`: its animation, if any, and
/// values set by ``TransactionKey``.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    /// Whether the change's velocity is tracked, to hand on to the next animation.
    public var tracksVelocity = false
    /// Where a scroll view scrolled by this change puts its target.
    public var scrollTargetAnchor: UnitPoint?
    private var values = TransactionValues()

    public init() {}

    public init(animation: Animation?) { self.animation = animation }

    /// The value for `key`, or its default when none is set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values.storage[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` when the change's animation completes. A render runs no animations
    /// and no transactions' completions: changes are drawn at their final values.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {}
}

/// The values set on a transaction by key.
private struct TransactionValues: @unchecked Sendable {
    // @unchecked Sendable: the values are `Any`, set and read on the main actor while a change
    // is made, as SwiftUI's transactions are.
    var storage: [ObjectIdentifier: Any] = [:]
}

/// A key for a value carried by a ``Transaction``, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Whether two values are the same, so setting one again is no change.
    static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool
}

extension TransactionKey {
    /// Values compare with `==` when they are `Equatable`; others always count as different.
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { ValueComparison.areEqual(lhs, rhs) ?? false }
}

/// When `withAnimation`'s completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and returns its result. What it changes is drawn at its final value in the next
/// frame, as a render shows states, not motion.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, returns its result, then runs `completion`: with no motion to wait for, the
/// animation is complete as soon as the change is made.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction` and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// An app's custom animation, compared and hashed as itself.
private struct CustomAnimationBox: Hashable, @unchecked Sendable {
    // @unchecked Sendable: custom animations are values (Hashable structs) that are only read.
    let base: any CustomAnimation

    static func == (lhs: CustomAnimationBox, rhs: CustomAnimationBox) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

/// The base of a built-in animation: done at once, so a value is at its end from the start.
private struct FinishedAnimation: CustomAnimation {
    let description: String

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
}
