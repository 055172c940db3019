/// A node of the laid-out tree: it answers size proposals, places its children and emits
/// display items (the render object of Flutter, the layout-and-display half of a SwiftUI view).
///
/// Frames are in the root's coordinate space, in points. Each node caches its answers per
/// proposal, so a stack probing a child at 0, ∞ and its share pays for each size once.
@MainActor
package class RenderNode {
    package unowned let context: LayoutContext
    /// The name shown in layout dumps and error messages.
    package var name: String
    package var layoutPriority: Double = 0
    package var zIndex: Double = 0
    /// What the node asks of a list it is a row of (set by `listRowInsets` and friends).
    package var listRowTraits = ListRowTraits()
    /// The explicit identity of the view the node was made for (a `ForEach` element, `.id`),
    /// so a scroll view can be scrolled to it.
    package var scrollID: AnyHashable?
    /// The frame assigned by the last `place`, in root coordinates.
    package private(set) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    private(set) var placedProposal = ProposedViewSize.unspecified
    private var sizeCache: [(ProposedViewSize, CGSize)] = []

    package init(name: String, context: LayoutContext) {
        self.name = name
        self.context = context
    }

    /// The node's size for a proposal, cached.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let context = self.context
        for (cachedProposal, size) in sizeCache where cachedProposal == proposal {
            context.probe?.sizeRequested(computed: false)
            return size
        }
        context.probe?.sizeRequested(computed: true)
        // Only while an observer watches is the node looked up among the rows' tops.
        guard let observer = context.rowObserver, let row = context.rowTops.identity(of: self) else {
            return cacheSize(computeSize(proposal), for: proposal)
        }
        let start = StageClock.now()
        let size = computeSize(proposal)
        observer.rowLaidOut(row, seconds: StageClock.seconds(since: start))
        return cacheSize(size, for: proposal)
    }

    /// Forgets the sizes cached in the subtree, which a change of the container around it made
    /// stale (see `LayoutContainer`).
    final func forgetSizes() {
        sizeCache.removeAll()
        forgetArrangements()
        for child in builtChildren { child.forgetSizes() }
    }

    /// Forgets what a subclass keeps of its children's sizes besides the size cache (a
    /// stack's arrangements, a custom layout's cache).
    func forgetArrangements() {}

    private func cacheSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        if sizeCache.count >= 8 { sizeCache.removeFirst() }
        sizeCache.append((proposal, size))
        return size
    }

    /// Set when the last placement set only the node's own frame (see `placeFrameOnly`): the
    /// context its children will be placed with.
    private var awaitedPlacement: PlacementContext?

    /// Whether the last placement set only the node's own frame (see `placeFrameOnly`).
    var childrenAwaitPlacement: Bool { awaitedPlacement != nil }

    /// Places the node with its top-leading corner at `origin`, at the size it chose for `proposal`;
    /// inside a right-to-left parent the frame is mirrored (see `PlacementContext.layoutDirection`).
    package final func place(at origin: CGPoint, proposal: ProposedViewSize, with placement: PlacementContext) {
        let size = sizeThatFits(proposal)
        frame = CGRect(origin: placement.placedOrigin(origin, width: size.width), size: size)
        placedProposal = proposal
        awaitedPlacement = nil
        placeChildrenMeasured(with: placement)
    }

    /// Places the node but not its children, which are placed when first needed
    /// (`placeAwaitedChildren`): for a row a scroll view will not draw, so a frame of a long
    /// eager list places the rows it shows, not every view of every row.
    final func placeFrameOnly(at origin: CGPoint, proposal: ProposedViewSize, with placement: PlacementContext) {
        let size = sizeThatFits(proposal)
        frame = CGRect(origin: placement.placedOrigin(origin, width: size.width), size: size)
        placedProposal = proposal
        awaitedPlacement = placement.afterPlacement
    }

    /// Places the children a `placeFrameOnly` left where they were.
    final func placeAwaitedChildren() {
        guard let placement = awaitedPlacement else { return }
        awaitedPlacement = nil
        placeChildrenMeasured(with: placement)
    }

    private func placeChildrenMeasured(with outer: PlacementContext) {
        let placement = outer.placingChildren(of: frame)
        guard outer.rowsAreObserved, let observer = context.rowObserver, let row = context.rowTops.identity(of: self) else {
            placeChildren(in: frame, proposal: placedProposal, with: placement)
            return
        }
        let start = StageClock.now()
        placeChildren(in: frame, proposal: placedProposal, with: placement)
        observer.rowLaidOut(row, seconds: StageClock.seconds(since: start))
    }

    /// Where a lazy stack in the subtree found the view `id` during the last placement that
    /// looked for it (`PlacementContext.scrollTargetID`): the answer placement gives back,
    /// read from the laid-out tree, not written into shared state. The innermost (last
    /// placed) stack that found it wins.
    func scrollTargetLocation(of id: AnyHashable) -> ScrollTargetLocation? {
        var found: ScrollTargetLocation?
        for child in children {
            if let location = child.scrollTargetLocation(of: id) { found = location }
        }
        return found
    }

    // MARK: For subclasses

    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {}

    package func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {}

    /// The value of an alignment guide the node defines itself (text baselines, stacks passing
    /// on their children's, `alignmentGuide`), for the size it chooses for `proposal`.
    func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Children in drawing order, for dumps and traversals.
    package var children: [RenderNode] { [] }

    /// Every child built so far, drawn or not: what has sizes cached (a lazy stack's rows
    /// outside the visible rect among them).
    var builtChildren: [RenderNode] { children }

    /// How a `Spacer` behaves in a stack: it has no spacing of its own to negotiate.
    var isSpacer: Bool { false }

    /// The spacing the view prefers around it, which default-spaced stacks negotiate with
    /// its neighbours': the system spacing for most views, none for a `Spacer`.
    var viewSpacing: ViewSpacing { isSpacer ? .zero : ViewSpacing() }

    /// Values set with `layoutValue(key:value:)`, by key type, for custom layouts to read.
    var layoutValues: [ObjectIdentifier: Any] = [:]

    /// Extra detail for the layout dump (text, colours).
    package var dumpDetail: String { "" }

    // MARK: Helpers

    /// The node's dimensions for a proposal, with its explicit guides.
    final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        // Layout runs on the main actor; the closure is only `@Sendable` because
        // ViewDimensions is not main-actor bound (custom `Layout`s read it).
        ViewDimensions(size: sizeThatFits(proposal)) { [unowned self] guide in
            MainActor.assumeIsolated { self.explicitAlignment(guide, proposal: proposal) }
        }
    }

    /// The value of `guide` for this node at `proposal`: explicit, or the guide's default.
    final func alignmentValue(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat {
        dimensions(for: proposal)[guide]
    }

    /// Children sorted for drawing: by zIndex, keeping declaration order among equals.
    final func drawingOrder(_ nodes: [RenderNode]) -> [RenderNode] {
        guard nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }
}
