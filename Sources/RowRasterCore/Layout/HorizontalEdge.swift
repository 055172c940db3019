/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]

        /// The set of one edge.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
