/// A scroll view: the content is offered an unbounded length along the axis and placed
/// moved by the scroll offset; drawing is clipped to the visible rect, and lazy stacks
/// inside build only what it shows.
///
/// As on iOS, a scroll view shows its content under the safe area it reaches (a device's
/// bars, `safeAreaPadding`, `safeAreaInset`) and turns that safe area into content insets:
/// at rest the content starts where the safe area starts, and what lies past the far safe
/// edge shows under the bar or the inset instead of being cut at it.
package final class ScrollNode: RenderNode {
    package let axis: Axis
    let content: RenderNode
    let position: ScrollPosition?
    /// Where the scroll view starts when no position is set (`defaultScrollAnchor`, the
    /// `.initialOffset` role): the unit point of the content shown at the same point of the view.
    let anchor: UnitPoint?
    /// Where content shorter than the scroll view sits in it (`defaultScrollAnchor`, the
    /// `.alignment` role); at the start when nil.
    let alignment: UnitPoint?
    /// Extra insets of the content (`contentMargins`), on top of the safe area it reaches:
    /// the content starts that far in and scrolls under them.
    let margins: EdgeInsets
    /// Whether drawing is cut at the visible rect; `scrollClipDisabled()` lets content (a
    /// shadow, an offset view) draw past it.
    let clips: Bool
    /// What the `containerRelativeFrame`s inside measure against: the scroll view's size less
    /// its content margins (its frame already lies inside the safe area).
    let container: LayoutContainer?
    /// The offset the last placement resolved to, after clamping to the content.
    private(set) var offset: CGFloat = 0
    /// The frame grown under the safe area it reaches, once placed.
    private var grownFrame: CGRect?
    /// The rect the content shows in: the frame grown under the safe area it reaches.
    private var visibleFrame: CGRect { grownFrame ?? frame }

    package init(axis: Axis, content: RenderNode, position: ScrollPosition?, anchor: UnitPoint?, alignment: UnitPoint? = nil,
                 margins: EdgeInsets = EdgeInsets(), clips: Bool = true, container: LayoutContainer? = nil, context: LayoutContext) {
        self.axis = axis
        self.content = content
        self.position = position
        self.anchor = anchor
        self.alignment = alignment
        self.margins = margins
        self.clips = clips
        self.container = container
        super.init(name: "ScrollView", context: context)
    }

    package override var children: [RenderNode] { [content] }

    /// The margins' total along `axis`.
    private func marginLength(along axis: Axis) -> CGFloat {
        axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: proposal[axis.other].map { max(0, $0 - marginLength(along: axis.other)) })
    }

    /// Tells the frames inside the container's size for a scroll view of `size`.
    private func updateContainer(_ size: ProposedViewSize) {
        container?.update(ProposedViewSize(width: size.width.map { $0 - marginLength(along: .horizontal) },
                                           height: size.height.map { $0 - marginLength(along: .vertical) }),
                          content: content)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        updateContainer(proposal)
        // A scroll view takes the space it is offered; unspecified, it hugs its content.
        let contentSize = content.sizeThatFits(contentProposal(proposal))
        return CGSize(axis: axis, major: proposal[axis].flatMap { $0.isFinite ? $0 : nil } ?? contentSize[axis] + marginLength(along: axis),
                      minor: proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
                        ?? contentSize[axis.other] + marginLength(along: axis.other))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        updateContainer(ProposedViewSize(frame.size))
        let childProposal = contentProposal(proposal)
        let contentLength = content.sizeThatFits(childProposal)[axis]
        // Negative when the content is shorter than the view: then it cannot scroll, and sits
        // where the alignment anchor puts it.
        let extent = contentLength + marginLength(along: axis) - frame.size[axis]
        let limit = max(0, extent)
        let requested: CGFloat
        if extent < 0 {
            requested = unit(of: alignment) * extent
        } else if let override = placement.scrollOverride, override.axis == axis, placement.viewport == nil {
            requested = override.offset
        } else {
            requested = requestedOffset(frame: frame, proposal: childProposal, placement: placement, limit: limit)
        }
        // NaN or negative offsets show the start; offsets past the end show the end.
        offset = extent < 0 ? requested : requested.isNaN ? 0 : min(max(0, requested), limit)
        var origin = CGPoint(x: frame.minX + margins.leading, y: frame.minY + margins.top)
        origin[axis] -= offset
        grownFrame = placement.frame(frame, extendedInto: .all)
        let inner = placement.ignoringSafeArea(.all).showing(visibleFrame, along: axis)
        content.place(at: origin, proposal: childProposal, with: inner)
    }

    /// The offset the scroll position asks for (before clamping to the content).
    private func requestedOffset(frame: CGRect, proposal: ProposedViewSize, placement: PlacementContext, limit: CGFloat) -> CGFloat {
        switch position?.target {
        case .point(let point)?:
            return point[axis]
        case .x(let x)?:
            return axis == .horizontal ? x : unit(of: anchor) * limit
        case .y(let y)?:
            return axis == .vertical ? y : unit(of: anchor) * limit
        case .edge(let edge)?:
            return (edge == .bottom || edge == .trailing) ? .infinity : 0
        case .id(let id, let anchor)?:
            return locate(id, anchor: anchor ?? .top, frame: frame, proposal: proposal, placement: placement) ?? 0
        case .automatic?, nil:
            // The anchor's point of the content shows at the same point of the view.
            return unit(of: anchor) * limit
        }
    }

    /// The anchor's coordinate along the axis, 0 to 1 (the start when nil or not a number).
    private func unit(of anchor: UnitPoint?) -> CGFloat {
        let unit = anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0
        return unit.isNaN ? 0 : min(max(unit, 0), 1)
    }

    /// The offset that shows view `id` with its `anchor` point on the same point of the
    /// visible rect, as SwiftUI's `scrollTo(_:anchor:)`. A first placement with an empty view
    /// builds only the row of a lazy stack, to measure where it lies, and the stack answers
    /// where (`scrollTargetLocation(of:)`); an eager stack's views are all placed, and found
    /// by their identity.
    private func locate(_ id: AnyHashable, anchor: UnitPoint, frame: CGRect, proposal: ProposedViewSize,
                        placement: PlacementContext) -> CGFloat? {
        content.place(at: frame.origin, proposal: proposal, with: placement.searching(for: id, emptyAlong: axis, of: frame))
        let target = content.scrollTargetLocation(of: id) ?? Self.node(withScrollID: id, in: content).map {
            ScrollTargetLocation(start: $0.frame.origin[axis], length: $0.frame.size[axis])
        }
        guard let target else { return nil }
        let unit = axis == .vertical ? anchor.y : anchor.x
        return target.start - frame.origin[axis] + unit * (target.length - frame.size[axis])
    }

    private static func node(withScrollID id: AnyHashable, in node: RenderNode) -> RenderNode? {
        if node.scrollID == id { return node }
        for child in node.children {
            if let found = Self.node(withScrollID: id, in: child) { return found }
        }
        return nil
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard clips else { return content.emit(into: &builder, with: emission.showing(visibleFrame)) }
        builder.group(.clip(Path(visibleFrame), FillStyle())) { content.emit(into: &$0, with: emission.showing(visibleFrame)) }
    }

    package override var dumpDetail: String { "(offset \(compactNumber(offset)))" }

    /// The geometry the last placement left, as iOS reports it (`onScrollGeometryChange`):
    /// the container is the visible rect (grown under the safe area), the insets are that safe
    /// area plus the content margins, and the offset counts from the content's top-leading
    /// corner, so content resting at its start under a bar has the bar's negative height.
    var geometry: ScrollGeometry {
        let visible = visibleFrame
        let insets = EdgeInsets(top: frame.minY - visible.minY + margins.top, leading: frame.minX - visible.minX + margins.leading,
                                bottom: visible.maxY - frame.maxY + margins.bottom, trailing: visible.maxX - frame.maxX + margins.trailing)
        var contentOffset = CGPoint(x: -insets.leading, y: -insets.top)
        contentOffset[axis] += offset
        return ScrollGeometry(contentOffset: contentOffset, contentSize: content.frame.size, contentInsets: insets,
                              containerSize: visible.size)
    }

    /// The rect the content shows in, in the render's coordinates.
    var visibleRect: CGRect { visibleFrame }
}
