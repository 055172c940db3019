import Dispatch
import OpenCombine

// `DispatchQueue` as a Combine scheduler, as on Apple's platforms, where model code writes
// `.receive(on: DispatchQueue.main)` and `.debounce(for: .milliseconds(300), scheduler:
// DispatchQueue.main)`. OpenCombine keeps its Dispatch schedulers in a separate module under
// other names (`DispatchQueue.main.ocombine`); these are Combine's own names, written here.

extension DispatchQueue: @retroactive Scheduler {
    /// A point in time on a dispatch queue's clock, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time this point stands for.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(clamping: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let moved = Int64(bitPattern: dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, moved))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public init(from decoder: any Decoder) throws {
            self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A signed distance between two points, in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// The distance in nanoseconds.
            public var magnitude: Int

            /// The distance as a dispatch interval (`.never` kept as itself).
            public var timeInterval: DispatchTimeInterval { magnitude == .max ? .never : .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                self = .seconds(seconds)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride {
                // A NaN or out-of-range interval is "never", as a dispatch interval has no other.
                let nanoseconds = s * 1_000_000_000
                guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int.max) else { return Stride(.never) }
                return Stride(.nanoseconds(Int(nanoseconds)))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude &+ rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude &- rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude &* rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// How an action is submitted to the queue, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let handOff = HandedOffAction(action)
        async(group: options.group, qos: options.qos, flags: options.flags) { handOff.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let handOff = HandedOffAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { handOff.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let handOff = HandedOffAction(action)
        timer.setEventHandler { handOff.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval,
                       leeway: tolerance.magnitude > 0 ? tolerance.timeInterval : .nanoseconds(0))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// An action a publisher hands to a scheduler: Combine's `Scheduler` takes a plain closure,
/// Dispatch and run loops want a `@Sendable` one. The publisher gives the closure up when it
/// schedules it and only the queue or run loop calls it afterwards, which is what makes the
/// unchecked conformance sound.
struct HandedOffAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
