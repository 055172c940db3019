/// A proxy for one subview of a custom layout, as SwiftUI's `LayoutSubview`: ask it for its
/// size, then place it.
public struct LayoutSubview: Equatable {
    let node: RenderNode
    let index: Int
    let placements: SubviewPlacements
    /// Layout values by key type, read when the subview was made (layout runs after the
    /// views are built, so they cannot change meanwhile).
    let values: [ObjectIdentifier: Any]

    /// The subview's layout priority (`layoutPriority(_:)`).
    public let priority: Double

    /// The spacing the subview prefers around it.
    public let spacing: ViewSpacing

    @MainActor
    init(node: RenderNode, index: Int, placements: SubviewPlacements) {
        self.node = node
        self.index = index
        self.placements = placements
        values = node.layoutValues
        // A Spacer's priority is -∞ internally (stacks size it last); a layout sees 0, as in SwiftUI.
        priority = node.isSpacer ? 0 : node.layoutPriority
        spacing = node.viewSpacing
    }

    /// The subview's value for a layout value key, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let node = self.node
        return MainActor.assumeIsolated { node.sizeThatFits(Self.checked(proposal, for: node)) }
    }

    /// The proposal with NaN or negative dimensions (which a layout may compute by mistake)
    /// reported and replaced by nil and 0, so a bad layout cannot derail its subviews.
    @MainActor
    static func checked(_ proposal: ProposedViewSize, for node: RenderNode) -> ProposedViewSize {
        func valid(_ value: CGFloat?) -> CGFloat? {
            guard let value, value.isNaN || value < 0 else { return value }
            node.context.report(.invalidDimension(view: "subview \(node.name) of a custom Layout", parameter: "proposal", value: value))
            return value.isNaN ? nil : 0
        }
        return ProposedViewSize(width: valid(proposal.width), height: valid(proposal.height))
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let node = self.node
        return MainActor.assumeIsolated { node.dimensions(for: Self.checked(proposal, for: node)) }
    }

    /// Places the subview: its `anchor` point goes at `position`, in the coordinate space of
    /// the bounds given to `placeSubviews`, at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let node = self.node, index = self.index, placements = self.placements
        MainActor.assumeIsolated {
            let proposal = Self.checked(proposal, for: node)
            let size = node.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            placements.record(index: index, origin: origin, proposal: proposal)
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }
}

/// The subviews of a custom layout, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    /// The layout direction the container inherits. A layout rarely needs it: its placements
    /// are mirrored inside the container right to left, as SwiftUI mirrors them.
    public let layoutDirection: LayoutDirection

    package init(_ all: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.all = all
        self.layoutDirection = layoutDirection
        startIndex = all.startIndex
        endIndex = all.endIndex
    }

    private init(_ all: [LayoutSubview], layoutDirection: LayoutDirection, range: Range<Int>) {
        self.all = all
        self.layoutDirection = layoutDirection
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { all[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(all, layoutDirection: layoutDirection, range: bounds) }

    /// The subviews at `indices`, in that order, indexed from zero; each still places the
    /// view it stands for.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { self[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.all[lhs.startIndex..<lhs.endIndex] == rhs.all[rhs.startIndex..<rhs.endIndex]
    }
}

/// Where a layout's `placeSubviews` put each subview, collected for the layout node.
@MainActor
final class SubviewPlacements {
    private(set) var placed: [Int: (origin: CGPoint, proposal: ProposedViewSize)] = [:]

    func reset() { placed.removeAll(keepingCapacity: true) }

    func record(index: Int, origin: CGPoint, proposal: ProposedViewSize) {
        placed[index] = (origin, proposal)
    }
}
