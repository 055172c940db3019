/// iOS 18's directions of movement along an axis, as SwiftUI's `HorizontalDirection` and
/// `VerticalDirection` (an edge is a place; a direction is where something moves to).

/// A direction along the horizontal axis, as SwiftUI's `HorizontalDirection`.
public enum HorizontalDirection: Int8, Hashable, Sendable, CaseIterable, Codable {
    case leading, trailing

    /// A set of horizontal directions, as SwiftUI's `HorizontalDirection.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Towards the leading edge.
        public static let leading = Set(rawValue: 1)
        /// Towards the trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]

        /// The set of one direction.
        public init(_ direction: HorizontalDirection) { self = direction == .leading ? .leading : .trailing }
    }
}

/// A direction along the vertical axis, as SwiftUI's `VerticalDirection`.
public enum VerticalDirection: Int8, Hashable, Sendable, CaseIterable, Codable {
    case up, down

    /// A set of vertical directions, as SwiftUI's `VerticalDirection.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Upwards.
        public static let up = Set(rawValue: 1)
        /// Downwards.
        public static let down = Set(rawValue: 2)
        /// Both directions.
        public static let all: Set = [.up, .down]

        /// The set of one direction.
        public init(_ direction: VerticalDirection) { self = direction == .up ? .up : .down }
    }
}
