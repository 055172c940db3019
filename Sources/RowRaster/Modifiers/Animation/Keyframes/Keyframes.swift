import Foundation

/// Keyframes for a whole value, as SwiftUI's `Keyframes`: one or more ``KeyframeTrack``s, each
/// moving the value (or one of its properties) through its keyframes, all starting together.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }
    /// Adds these keyframes' tracks to `resolved`, for a value starting at `initialValue`.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

extension Keyframes where Value == Body.Value {
    /// The tracks of the body.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

extension Never: @preconcurrency Keyframes {
    /// Never called: there is no value of `Never`.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?) {}
}

/// The tracks of a set of keyframes, each a duration and a way to set its part of the value
/// at a moment.
public struct _ResolvedKeyframes<Value> {
    struct Track {
        let duration: Double
        let apply: @MainActor (inout Value, Double) -> Void
    }

    var tracks: [Track] = []
}

/// Keyframes for one property of a value (or the whole value), as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    public typealias Body = Never
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(keyPath: \.self, content: content())
    }

    /// Keyframes for the property of the value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath: keyPath, content: content())
    }

    init(keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// A track is resolved by its keyframes, never through a body.
    public var body: Never { return fatalError("KeyframeTrack has no body") }

    /// Adds these tracks to `resolved`, for a value starting at `initialValue`.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        // Values are read as animatable data on the main actor, where the track is played.
        // These are immutable copies made here and only read there, so nothing is shared.
        nonisolated(unsafe) let keyPath = self.keyPath
        nonisolated(unsafe) let segments = content.segments
        nonisolated(unsafe) let start = initialValue[keyPath: keyPath]
        nonisolated(unsafe) let startVelocity = initialVelocity.map { $0[keyPath: keyPath] }
        resolved.tracks.append(_ResolvedKeyframes.Track(duration: KeyframeMotion<Value.AnimatableData>.duration(of: segments)) { root, time in
            let motion = KeyframeMotion(segments: segments, initial: start.animatableData,
                                        initialVelocity: startVelocity?.animatableData ?? .zero)
            root[keyPath: keyPath].animatableData = motion.value(at: time)
        })
    }
}

/// Several tracks, all starting together: what the builder makes of a block of tracks.
public struct _KeyframesList<Value>: Keyframes {
    public typealias Body = Never
    let resolvers: [(inout _ResolvedKeyframes<Value>, Value, Value?) -> Void]

    /// Never asked: the list resolves its tracks itself.
    public var body: Never { return fatalError("a list of keyframe tracks has no body") }

    /// Adds these tracks to `resolved`, for a value starting at `initialValue`.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        for resolve in resolvers { resolve(&resolved, initialValue, initialVelocity) }
    }
}

/// Builds keyframes from a block of tracks, or of keyframes for the whole value, as SwiftUI's
/// `KeyframesBuilder`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A keyframe written in the block, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// The keyframes of a `for` loop, one pass after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }

    /// The keyframes of the first branch of an `if` or `switch`.
    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The keyframes of the other branch.
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes of a block so far, followed by the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentList(segments: accumulated.segments + next.segments)
    }

    /// An empty block: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        _KeyframeTrackContentList<Value>(segments: [])
    }

    /// Keyframes written straight in the block move the whole value, as one track.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack(keyPath: \.self, content: component)
    }

    /// A track written in the block, as it is.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Content.Value == Value { expression }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.Value == Value { first }

    /// The tracks of a block so far, with the next running beside them.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        _KeyframesList(resolvers: [accumulated._resolve, next._resolve])
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> { _KeyframesList<Value>(resolvers: []) }

    /// Tracks written in the block, as they are.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value { component }
}

/// The values keyframes give over time, as SwiftUI's `KeyframeTimeline`: what a
/// `keyframeAnimator` would draw at each moment, to read for charts or tests.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    /// The timeline of `content`, starting from `initialValue` at rest.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
    }

    /// How long the longest track runs, in seconds.
    public var duration: TimeInterval { resolved.tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in: the initial value before 0, each track's end after it ends.
    @MainActor
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in resolved.tracks { track.apply(&value, time) }
        return value
    }

    /// The value `progress` of the way through (0 is the start, 1 the end).
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: (progress.isFinite ? min(max(progress, 0), 1) : 0) * duration)
    }
}
