/// `containerRelativeFrame`: a `frame` whose fixed length on each axis it names is computed
/// from the nearest container's length on that axis (`LayoutContainer`); on the other axis,
/// and on one the container has no length for, the proposal passes through and the content's
/// size is kept.
package final class ContainerRelativeFrameNode: FrameNode {
    /// The frame's length from the container's length along an axis (SwiftUI's closure).
    package typealias Length = (CGFloat, Axis) -> CGFloat

    let axes: Axis.Set
    let length: Length
    let container: LayoutContainer?
    /// Where the modifier is, for the error a length that is not a size reports.
    let place: String

    package init(axes: Axis.Set, alignment: Alignment, container: LayoutContainer?, place: String,
                 length: @escaping Length, child: RenderNode) {
        self.axes = axes
        self.container = container
        self.place = place
        self.length = length
        super.init(width: nil, height: nil, alignment: alignment, child: child, name: "containerRelativeFrame")
    }

    override var fixedSize: ProposedViewSize {
        ProposedViewSize(width: fixedLength(along: .horizontal), height: fixedLength(along: .vertical))
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
}

extension ContainerRelativeFrameNode {
    /// The length of `span` of `count` equal parts of a container's `length`, with `spacing`
    /// between the parts: SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    package static func length(of span: Int, in count: Int, spacing: CGFloat, containerLength: CGFloat) -> CGFloat {
        let part = (containerLength - spacing * CGFloat(count - 1)) / CGFloat(count)
        return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
}
