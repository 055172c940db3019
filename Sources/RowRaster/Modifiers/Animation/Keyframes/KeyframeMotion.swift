import Foundation

/// The motion of one keyframe track: its keyframes laid end to end in time, each as a piece
/// that knows its value and velocity at any moment. The maths of `KeyframeTimeline`.
///
/// - Linear: `from + (to − from)·curve(s)`, with `s` the fraction of the duration gone.
/// - Cubic: the cubic Hermite curve through `from` and `to` with the piece's start and end
///   velocities; a velocity not given is, between two cubic keyframes, the Catmull-Rom
///   tangent `(next target − previous start) / (both durations)`, after another keyframe the
///   velocity that one ends with, and before one the velocity it starts with. The track
///   starts with its initial velocity (none at rest) and ends at rest.
/// - Spring: the spring's motion from `from` towards `to` starting at the velocity given or
///   the one the track has; the next keyframe starts where and as fast as the spring is then.
/// - Move: jumps to its target, taking no time and leaving the value at rest.
struct KeyframeMotion<Data: VectorArithmetic> {
    /// One keyframe placed in time.
    struct Piece {
        enum Shape {
            case curve(UnitCurve)
            case hermite(startVelocity: Data, endVelocity: Data)
            case spring(Spring, startVelocity: Data, target: Data)
        }

        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let shape: Shape

        /// The value `elapsed` seconds into the piece (0…duration).
        func value(at elapsed: Double) -> Data {
            guard duration > 0 else { return to }
            let s = min(max(elapsed / duration, 0), 1)
            switch shape {
            case .curve(let curve):
                return from + (to - from).scaled(by: curve.value(at: s))
            case .hermite(let v0, let v1):
                let s2 = s * s, s3 = s2 * s
                return from.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * duration)
                    + to.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * duration)
            case .spring(let spring, let v0, let target):
                return from + spring.value(target: target - from, initialVelocity: v0, time: s * duration)
            }
        }

        /// The velocity (per second) `elapsed` seconds into the piece.
        func velocity(at elapsed: Double) -> Data {
            guard duration > 0 else { return .zero }
            let s = min(max(elapsed / duration, 0), 1)
            switch shape {
            case .curve(let curve):
                return (to - from).scaled(by: curve.velocity(at: s) / duration)
            case .hermite(let v0, let v1):
                let s2 = s * s
                return (from - to).scaled(by: (6 * s2 - 6 * s) / duration) + v0.scaled(by: 3 * s2 - 4 * s + 1)
                    + v1.scaled(by: 3 * s2 - 2 * s)
            case .spring(let spring, let v0, let target):
                return spring.velocity(target: target - from, initialVelocity: v0, time: s * duration)
            }
        }
    }

    let initial: Data
    let pieces: [Piece]

    /// How long the track runs, in seconds.
    var duration: Double { pieces.last.map { $0.start + $0.duration } ?? 0 }

    /// The track's value `time` seconds in: the initial value before it starts, the last
    /// keyframe's end after it ends.
    func value(at time: Double) -> Data {
        let time = time.isNaN ? 0 : time
        guard let piece = pieces.last(where: { $0.start <= time }) else { return initial }
        return piece.value(at: time - piece.start)
    }

    /// A duration that cannot be used (negative, not a number, infinite) counts as none.
    private static func usable(_ duration: Double) -> Double { duration.isFinite && duration > 0 ? duration : 0 }

    /// How long `segment` lasts, in seconds.
    static func duration<Value: Animatable>(_ segment: KeyframeSegment<Value>) -> Double {
        switch segment {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _): return usable(duration)
        case .spring(_, let duration, let spring, _): return usable(duration ?? spring.settlingDuration)
        case .move: return 0
        }
    }

    /// How long `segments` last end to end, in seconds.
    static func duration<Value: Animatable>(of segments: [KeyframeSegment<Value>]) -> Double {
        segments.reduce(0) { $0 + duration($1) }
    }

    /// The keyframes `segments` laid end to end from `initial`, moving at `initialVelocity`.
    @MainActor
    init<Value: Animatable>(segments: [KeyframeSegment<Value>], initial: Data, initialVelocity: Data)
    where Value.AnimatableData == Data {
        self.initial = initial
        var pieces: [Piece] = []
        var time = 0.0
        var value = initial
        var velocity = initialVelocity

        func target(_ segment: KeyframeSegment<Value>) -> Data {
            switch segment {
            case .linear(let to, _, _), .cubic(let to, _, _, _), .spring(let to, _, _, _), .move(let to): return to.animatableData
            }
        }
        func duration(_ segment: KeyframeSegment<Value>) -> Double { Self.duration(segment) }

        for (index, segment) in segments.enumerated() {
            let to = target(segment)
            let length = duration(segment)
            let piece: Piece
            switch segment {
            case .move:
                piece = Piece(start: time, duration: 0, from: value, to: to, shape: .curve(.linear))
            case .linear(_, _, let curve):
                piece = Piece(start: time, duration: length, from: value, to: to, shape: .curve(curve))
            case .spring(_, _, let spring, let startVelocity):
                let v0 = startVelocity?.animatableData ?? velocity
                let shape = Piece.Shape.spring(spring, startVelocity: v0, target: to)
                let moving = Piece(start: time, duration: length, from: value, to: to, shape: shape)
                // The spring may not have arrived: the piece ends where the spring is.
                piece = Piece(start: time, duration: length, from: value, to: moving.value(at: length), shape: shape)
            case .cubic(_, _, let startVelocity, let endVelocity):
                let v0 = startVelocity?.animatableData ?? velocity
                var v1 = Data.zero
                if let endVelocity {
                    v1 = endVelocity.animatableData
                } else if index + 1 < segments.count {
                    let next = segments[index + 1]
                    switch next {
                    case .cubic(_, _, let nextStart, _):
                        let span = length + duration(next)
                        v1 = nextStart?.animatableData ?? (span > 0 ? (target(next) - value).scaled(by: 1 / span) : .zero)
                    case .linear(_, _, let curve):
                        let nextLength = duration(next)
                        v1 = nextLength > 0 ? (target(next) - to).scaled(by: curve.velocity(at: 0) / nextLength) : .zero
                    case .spring(_, _, _, let nextStart):
                        v1 = nextStart?.animatableData ?? .zero
                    case .move:
                        v1 = .zero
                    }
                }
                piece = Piece(start: time, duration: length, from: value, to: to, shape: .hermite(startVelocity: v0, endVelocity: v1))
            }
            pieces.append(piece)
            time += piece.duration
            value = piece.to
            velocity = piece.velocity(at: piece.duration)
        }
        self.pieces = pieces
    }
}
