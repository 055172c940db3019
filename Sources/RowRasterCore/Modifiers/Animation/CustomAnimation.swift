import Foundation

/// An animation an app writes itself, as SwiftUI's `CustomAnimation` (iOS 17): it says where a
/// value is at each moment. A render shows every change at its final value, so RowRaster never
/// asks; the protocol is here so that app code declaring one compiles and can be wrapped in an
/// ``Animation``, and tests can call it directly.
public protocol CustomAnimation: Hashable {
    /// The value `time` seconds in, of a change by `value`; nil once the animation is done.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity `time` seconds in, of a change by `value`; nil when unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation takes over from `previous` when both run on the same value.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity is known unless the animation says.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// An animation does not take over from another unless it says so.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// A key for state a custom animation keeps between calls, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The state a custom animation keeps between calls, by key, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
    // @unchecked Sendable: values are stored as `Any` and read and written by the one
    // animation that owns the state, as SwiftUI's state is.
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value with nothing set.
    public init() {}

    /// The state for `key`, or its default when none is set.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is told besides the value and time, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic>: @unchecked Sendable {
    // @unchecked Sendable: as `AnimationState`; the environment is read-only here.

    /// State kept between calls.
    public var state: AnimationState<Value>
    /// Whether the animation is done as far as completion handlers go (it may still move).
    public var isLogicallyComplete: Bool
    /// The environment of the view being animated.
    public let environment: EnvironmentValues

    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
                environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// This context with `state` for a value of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
