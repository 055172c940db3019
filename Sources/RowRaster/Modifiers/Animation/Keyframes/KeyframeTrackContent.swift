import Foundation

/// A sequence of keyframes along one value, as SwiftUI's `KeyframeTrackContent`: what a
/// ``KeyframeTrack`` holds. Each keyframe moves the value from where the one before left it to
/// its own target, over its duration.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// Adds this content's keyframes, in order, to `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    /// The keyframes of the content's body.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { body._resolve(into: &resolved) }
}

extension KeyframeTrackContent where Body == Self {
    /// A keyframe is its own body: it resolves itself.
    public var body: Self { self }
}

/// The keyframes of a track, in order, as plain segments.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var segments: [KeyframeSegment<Value>] = []
}

/// One keyframe: where it moves the value, how, and for how long.
enum KeyframeSegment<Value: Animatable> {
    case linear(to: Value, duration: Double, curve: UnitCurve)
    case cubic(to: Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
    case spring(to: Value, duration: Double?, spring: Spring, startVelocity: Value?)
    case move(to: Value)
}

/// Moves the value to `to` at a constant pace paced by a timing curve, as SwiftUI's
/// `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = LinearKeyframe<Value>
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds, along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = .linear(to: to, duration: duration, curve: timingCurve)
    }

    /// Adds these keyframes, in order, to the end of `resolved`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

/// Moves the value to `to` along a cubic curve, as SwiftUI's `CubicKeyframe`. Without
/// velocities given, consecutive cubic keyframes make a Catmull-Rom spline through their
/// targets; next to other keyframes, the curve takes the velocity the neighbour has there.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = CubicKeyframe<Value>
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds, leaving and arriving at the given
    /// velocities (per second) when they are given.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = .cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }

    /// Adds these keyframes, in order, to the end of `resolved`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

/// Moves the value towards `to` with a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = SpringKeyframe<Value>
    let segment: KeyframeSegment<Value>

    /// A keyframe springing towards `to` for `duration` seconds (the spring's settling
    /// duration when nil); the next keyframe starts where the spring is then.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = .spring(to: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }

    /// Adds these keyframes, in order, to the end of `resolved`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

/// Sets the value to `to` at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = MoveKeyframe<Value>
    let segment: KeyframeSegment<Value>

    /// A keyframe that jumps to `to`, taking no time.
    public init(_ to: Value) { segment = .move(to: to) }

    /// Adds these keyframes, in order, to the end of `resolved`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

/// Keyframes already put in order: what the builders make of blocks, loops and empty blocks.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = _KeyframeTrackContentList<Value>
    let segments: [KeyframeSegment<Value>]

    /// Adds these keyframes, in order, to the end of `resolved`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments += segments }
}

extension KeyframeTrackContent {
    /// This content's keyframes, in order.
    var segments: [KeyframeSegment<Value>] {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        _resolve(into: &resolved)
        return resolved.segments
    }
}

/// Builds a track's keyframes from a block, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe written in the block, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// The keyframes of a `for` loop, one pass after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }

    /// The keyframes of the first branch of an `if` or `switch`.
    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, First.Value == Second.Value {
        Conditional(segments: component.segments)
    }

    /// The keyframes of the other branch.
    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, First.Value == Second.Value {
        Conditional(segments: component.segments)
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes of a block so far, followed by the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentList(segments: accumulated.segments + next.segments)
    }

    /// An empty block: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { _KeyframeTrackContentList<Value>(segments: []) }

    /// The keyframes of whichever branch of an `if` or `switch` ran.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        public typealias Value = ConditionalValue
        public typealias Body = Conditional<ConditionalValue, First, Second>
        let segments: [KeyframeSegment<ConditionalValue>]

        /// Adds these keyframes, in order, to the end of `resolved`.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) { resolved.segments += segments }
    }
}
