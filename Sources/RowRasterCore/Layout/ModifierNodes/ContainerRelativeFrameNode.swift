/// `containerRelativeFrame`: on each axis it names, a fixed frame whose length is computed
/// from the nearest container's length on that axis (`LayoutContainer`); on the other axis,
/// and on one the container has no length for, the proposal passes through and the content's
/// size is kept, as `frame` does with a nil dimension. The content is aligned inside.
package final class ContainerRelativeFrameNode: WrapperNode {
    /// The frame's length from the container's length along an axis (SwiftUI's closure).
    package typealias Length = (CGFloat, Axis) -> CGFloat

    let axes: Axis.Set
    let alignment: Alignment
    let length: Length
    let container: LayoutContainer?
    /// Where the modifier is, for the error a length that is not a size reports.
    let place: String

    package init(axes: Axis.Set, alignment: Alignment, container: LayoutContainer?, place: String,
                 length: @escaping Length, child: RenderNode) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.place = place
        self.length = length
        super.init(name: "containerRelativeFrame", child: child)
    }

    /// The frame's fixed length along `axis`, nil where the proposal passes through.
    private func fixedLength(along axis: Axis) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical),
              let containerLength = container?.length(along: axis) else { return nil }
        let value = length(containerLength, axis)
        guard value.isFinite else {
            context.report(.invalidDimension(view: place, parameter: axis == .horizontal ? "width" : "height", value: value))
            return nil
        }
        // A container probed at a small length (a stack asking for a minimum) leaves less than
        // the spacing or the margins a closure takes off: the frame is then empty, not an error.
        return max(0, value)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: fixedLength(along: .horizontal) ?? proposal.width,
                         height: fixedLength(along: .vertical) ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = fixedLength(along: .horizontal), height = fixedLength(along: .vertical)
        let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        alignedOffset(of: child, childProposal: childProposal(for: proposal), in: sizeThatFits(proposal), alignment: alignment)
    }

    package override var dumpDetail: String {
        func text(_ axis: Axis) -> String { fixedLength(along: axis).map { compactNumber($0) } ?? "nil" }
        return "(\(text(.horizontal)) \(text(.vertical)))"
    }
}

extension ContainerRelativeFrameNode {
    /// The length of `span` of `count` equal parts of a container's `length`, with `spacing`
    /// between the parts: SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    package static func length(of span: Int, in count: Int, spacing: CGFloat, containerLength: CGFloat) -> CGFloat {
        let part = (containerLength - spacing * CGFloat(count - 1)) / CGFloat(count)
        return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
}
