/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: an unspecified proposal becomes the ideal dimension if one is given; a concrete
/// proposal is clamped to [min, max] and offered to the child. The node's dimension is the
/// child's, raised to `min` (but not past the clamped proposal unless `min` demands it) and,
/// when `max` is given, grown toward the clamped proposal: so `maxWidth: .infinity` fills a
/// concrete proposal and hugs the child when the proposal is unspecified.
package final class FlexFrameNode: WrapperNode {
    package struct Limits {
        package var min: CGFloat?
        package var ideal: CGFloat?
        package var max: CGFloat?

        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    package init(horizontal: Limits, vertical: Limits, alignment: Alignment, child: RenderNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(name: "flexFrame", child: child)
    }

    private func limits(_ axis: Axis) -> Limits { axis == .horizontal ? horizontal : vertical }

    private func clamped(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
        guard var value = proposed ?? limits.ideal else { return nil }
        if let minimum = limits.min { value = Swift.max(minimum, value) }
        if let maximum = limits.max { value = Swift.min(maximum, value) }
        return value
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: clamped(proposal.width, horizontal), height: clamped(proposal.height, vertical))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let offered = childProposal(for: proposal)
        let childSize = child.sizeThatFits(offered)
        var size = childSize
        for axis in Axis.allCases {
            let limits = self.limits(axis)
            var value = childSize[axis]
            if let minimum = limits.min {
                value = Swift.max(minimum, Swift.min(value, offered[axis] ?? value))
            }
            if let maximum = limits.max {
                value = Swift.min(maximum, Swift.max(value, offered[axis] ?? value))
            }
            size[axis] = value
        }
        return size
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        alignedOffset(of: child, childProposal: childProposal(for: proposal), in: sizeThatFits(proposal), alignment: alignment)
    }

    package override var dumpDetail: String {
        func text(_ l: Limits) -> String {
            [l.min, l.ideal, l.max].map { $0.map { compactNumber($0) } ?? "-" }.joined(separator: "/")
        }
        return "(w \(text(horizontal)), h \(text(vertical)))"
    }
}
