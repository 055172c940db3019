/// The spacing a view prefers on each of its edges, as SwiftUI's `ViewSpacing`.
///
/// Default-spaced stacks ask two neighbours for the `distance(to:along:)` between them. Apple
/// does not document its table of distances; this keeps the part rows depend on: ordinary
/// views prefer the system spacing (8 points), and a view with no preference on an edge (a
/// `Spacer`, `ViewSpacing.zero`) gets no space on that edge. Merging keeps the larger value,
/// as SwiftUI documents for `formUnion(_:edges:)`.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    var edges: EdgeInsets

    /// No spacing preference on any edge.
    public static let zero = ViewSpacing(edges: EdgeInsets())

    /// The system's default spacing on every edge.
    public init() { edges = EdgeInsets(.all, StackNode.defaultSpacing) }

    package init(edges: EdgeInsets) { self.edges = edges }

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger of each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    /// This spacing merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between a view with this spacing and `next`, which follows it along
    /// `axis`: none when either side has no preference, else the larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? edges.trailing : edges.bottom
        let theirs = axis == .horizontal ? next.edges.leading : next.edges.top
        return mine == 0 || theirs == 0 ? 0 : max(mine, theirs)
    }

    public var description: String {
        "ViewSpacing(top: \(compactNumber(edges.top)), leading: \(compactNumber(edges.leading)), "
            + "bottom: \(compactNumber(edges.bottom)), trailing: \(compactNumber(edges.trailing)))"
    }
}
