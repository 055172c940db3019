/// Where a scroll view shows its content, as SwiftUI's `ScrollPosition`: set with
/// `scrollPosition(_:anchor:)`, it is where a render shows the scroll views inside.
public struct ScrollPosition: Hashable, Sendable {
    // @unchecked Sendable only for the `AnyHashable` id, which is not Sendable: it is an id
    // from the app's data (as in `ForEach`), and is only hashed and compared, during layout,
    // on the main actor.
    enum Target: Hashable, @unchecked Sendable {
        /// No position set: where the default scroll anchor puts the content.
        case automatic
        case edge(Edge)
        case point(CGPoint)
        /// An offset along one axis only; along the other the scroll view is left at rest.
        case x(CGFloat)
        case y(CGFloat)
        case id(AnyHashable, UnitPoint?)
    }

    var target: Target
    /// The id as the app gave it, for `viewID` (the target keeps it type-erased for layout).
    private var sendableID: (any Hashable & Sendable)?

    /// Whether the user moved the scroll view since the position was last set. A render is
    /// before any touch: false unless the app sets it.
    public var isPositionedByUser = false

    /// A position that leaves the scroll view where its default scroll anchor puts it; `idType`
    /// is the type of the ids it may later show.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .automatic }

    /// At an edge: `.bottom` or `.trailing` show the end of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { target = .edge(edge) }

    /// At an offset of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { target = .point(point) }

    /// At an offset of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(CGPoint(x: x, y: y))
    }

    /// At a horizontal offset; a vertical scroll view is left at rest.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { target = .x(x) }

    /// At a vertical offset; a horizontal scroll view is left at rest.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { target = .y(y) }

    /// Showing the view with this id (a `ForEach` row, a view given `id(_:)`), aligned by
    /// `anchor` (the top when nil).
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor)
        sendableID = id
    }

    /// Showing the view with this id, for ids not known to be Sendable (`scrollPosition(id:)`).
    package init(anyID id: AnyHashable, anchor: UnitPoint?) { target = .id(id, anchor) }

    /// Shows the view with this id, aligned by `anchor`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    /// Shows an edge of the content.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Shows the content at an offset.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Shows the content at an offset.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    /// Shows the content at a horizontal offset.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    /// Shows the content at a vertical offset.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }

    /// The id shown, when the position is one.
    public var viewID: (any Hashable & Sendable)? {
        guard case .id = target else { return nil }
        return sendableID
    }

    /// The id shown, when the position is one and its id is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        guard case .id(let id, _) = target else { return nil }
        return id.base as? T
    }

    /// The offset shown, when the position is one along both axes.
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// The edge shown, when the position is one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// Whether two positions show the same place (the id as the target compares it).
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.target == rhs.target && lhs.isPositionedByUser == rhs.isPositionedByUser
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(isPositionedByUser)
    }
}
