/// The nearest container a `containerRelativeFrame` measures against: the render's root (the
/// screen, or the proposal a row is rendered at), a device's safe area, a scroll view or a
/// list. SwiftUI hands such a view "the size of the container minus any safe area insets"
/// (and a scroll view's content margins); here the container's node writes that size in as
/// it is sized or placed, and the frames inside read it while they are sized.
///
/// Sizes are cached per proposal, and the proposal of a view inside a scroll view need not
/// change when the scroll view's size does (its content is offered nil along the axis). So
/// when a length that a frame inside has read changes, every size cached under the container
/// is forgotten, and the next sizing reads the new length. One container keeps one instance
/// across renders (`ViewGraph.layoutContainer(for:)`), so a row reused from an earlier render
/// still reads the container that is laid out now.
@MainActor
package final class LayoutContainer {
    /// The container's lengths; nil where it has none yet (a scroll view offered nil along an
    /// axis before it is placed), and a frame then leaves that axis to its proposal.
    private(set) var size = ProposedViewSize.unspecified
    /// The axes some frame inside has read: only a change on these invalidates anything.
    private var readAxes: Axis.Set = []

    package init() {}

    /// The container's length along `axis`, for a frame inside that sizes itself by it.
    func length(along axis: Axis) -> CGFloat? {
        readAxes.insert(axis == .horizontal ? .horizontal : .vertical)
        return size[axis]
    }

    /// Sets the container's size before `content` is sized with it. Unknown or non-finite
    /// lengths count as none.
    package func update(_ newSize: ProposedViewSize, content: RenderNode) {
        func finite(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? max(0, $0) : nil } }
        let resolved = ProposedViewSize(width: finite(newSize.width), height: finite(newSize.height))
        guard resolved != size else { return }
        let changedRead = (readAxes.contains(.horizontal) && resolved.width != size.width)
            || (readAxes.contains(.vertical) && resolved.height != size.height)
        size = resolved
        if changedRead { content.forgetSizes() }
    }
}

extension BuildContext {
    /// The context of the content of a container (a scroll view, a device's safe area): the
    /// `containerRelativeFrame`s inside measure against `container`.
    package func inside(_ container: LayoutContainer) -> BuildContext {
        var copy = self
        copy.layoutContainer = container
        return copy
    }
}

/// A container that is exactly the size its content is offered (a device's safe area): the
/// frames inside measure against what this node is proposed, and then placed at.
package final class LayoutContainerNode: WrapperNode {
    let container: LayoutContainer

    package init(container: LayoutContainer, child: RenderNode) {
        self.container = container
        super.init(name: "container", child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        container.update(proposal, content: child)
        return child.sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        container.update(proposal, content: child)
        super.placeChildren(in: frame, proposal: proposal, with: placement)
    }
}
