/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`: the inset content
/// sits at `edge`, the modified view takes what is left on the other side, and the modified
/// view's safe area shrinks by the inset's length plus the spacing, so a view inside it that
/// ignores the safe area still extends under the inset content.
///
/// Along the edge's axis the inset is offered what the modified view does not need at its
/// smallest (it is measured at zero), then the modified view is offered the rest. Across it,
/// the inset is aligned on the modified view by `alignment`.
package final class SafeAreaInsetNode: RenderNode {
    package let primary: RenderNode
    package let inset: RenderNode?
    let edge: Edge
    let alignment: AnyAlignment
    let explicitSpacing: CGFloat?
    /// The length `safeAreaPadding` adds, when there is no inset view.
    let fixedLength: CGFloat

    /// An inset view at `edge` of `primary`.
    package init(edge: Edge, alignment: AnyAlignment, spacing: CGFloat?, inset: RenderNode, primary: RenderNode) {
        self.primary = primary
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        explicitSpacing = spacing
        fixedLength = 0
        super.init(name: "safeAreaInset", context: primary.context)
        copyTraits(of: primary)
    }

    /// A fixed `length` added to the safe area at `edge` (`safeAreaPadding`).
    package init(edge: Edge, length: CGFloat, primary: RenderNode) {
        self.primary = primary
        inset = nil
        self.edge = edge
        alignment = edge == .top || edge == .bottom ? .horizontal(.center) : .vertical(.center)
        explicitSpacing = 0
        fixedLength = length
        super.init(name: "safeAreaPadding", context: primary.context)
        copyTraits(of: primary)
    }

    private func copyTraits(of node: RenderNode) {
        layoutPriority = node.layoutPriority
        zIndex = node.zIndex
        listRowTraits = node.listRowTraits
        layoutValues = node.layoutValues
    }

    package override var children: [RenderNode] { inset.map { [primary, $0] } ?? [primary] }
    override var viewSpacing: ViewSpacing { primary.viewSpacing }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    /// Whether the inset comes first along the axis (top, leading).
    private var insetLeads: Bool { edge == .top || edge == .leading }

    private var spacing: CGFloat {
        if let explicitSpacing { return explicitSpacing }
        guard let inset else { return 0 }
        return insetLeads ? inset.viewSpacing.distance(to: primary.viewSpacing, along: axis)
                          : primary.viewSpacing.distance(to: inset.viewSpacing, along: axis)
    }

    private struct Measured {
        var insetProposal: ProposedViewSize
        var insetLength: CGFloat
        var insetSize: CGSize
        var primaryProposal: ProposedViewSize
    }

    private func measure(_ proposal: ProposedViewSize) -> Measured {
        let spacing = self.spacing
        guard let inset else {
            var primaryProposal = proposal
            primaryProposal[axis] = proposal[axis].map { max(0, $0 - fixedLength) }
            var size = CGSize.zero
            size[axis] = fixedLength
            return Measured(insetProposal: proposal, insetLength: fixedLength, insetSize: size, primaryProposal: primaryProposal)
        }
        var insetProposal = proposal
        if let available = proposal[axis] {
            var smallest = proposal
            smallest[axis] = 0
            let primaryMinimum = primary.sizeThatFits(smallest)[axis]
            insetProposal[axis] = max(0, available - spacing - primaryMinimum)
        }
        let insetSize = inset.sizeThatFits(insetProposal)
        var primaryProposal = proposal
        primaryProposal[axis] = proposal[axis].map { max(0, $0 - insetSize[axis] - spacing) }
        return Measured(insetProposal: insetProposal, insetLength: insetSize[axis] + spacing, insetSize: insetSize,
                        primaryProposal: primaryProposal)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let measured = measure(proposal)
        let primarySize = primary.sizeThatFits(measured.primaryProposal)
        var size = CGSize.zero
        size[axis] = primarySize[axis] + measured.insetLength
        size[axis.other] = max(primarySize[axis.other], measured.insetSize[axis.other])
        return size
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        var filled = proposal
        filled[axis.other] = proposal[axis.other] ?? frame.size[axis.other]
        let measured = measure(filled)
        let primarySize = primary.sizeThatFits(measured.primaryProposal)
        // The modified view sits against the far edge, centred across; the inset against `edge`.
        var primaryOrigin = CGPoint.zero
        primaryOrigin[axis] = insetLeads ? frame.size[axis] - primarySize[axis] : 0
        primaryOrigin[axis.other] = (frame.size[axis.other] - primarySize[axis.other]) / 2
        let safeLocal = localSafeRect(in: frame.size, length: measured.insetLength)
        let safe = physical(safeLocal.offsetBy(dx: frame.minX, dy: frame.minY), with: placement)
        let primaryPlacement = placement.addingSafeArea(outer: frame, safe: safe)
        primary.place(at: CGPoint(x: frame.minX + primaryOrigin.x, y: frame.minY + primaryOrigin.y),
                      proposal: measured.primaryProposal, with: primaryPlacement)
        guard let inset else { return }
        var insetOrigin = CGPoint.zero
        insetOrigin[axis] = insetLeads ? 0 : frame.size[axis] - measured.insetSize[axis]
        insetOrigin[axis.other] = primaryOrigin[axis.other]
            + primary.alignmentValue(alignment, proposal: measured.primaryProposal)
            - inset.alignmentValue(alignment, proposal: measured.insetProposal)
        inset.place(at: CGPoint(x: frame.minX + insetOrigin.x, y: frame.minY + insetOrigin.y),
                    proposal: measured.insetProposal, with: placement)
    }

    /// The node's bounds less the inset's length at `edge`, laid out left to right.
    private func localSafeRect(in size: CGSize, length: CGFloat) -> CGRect {
        let length = min(max(0, length), size[axis])
        var rect = CGRect(origin: .zero, size: size)
        rect.size[axis] -= length
        if insetLeads { rect.origin[axis] += length }
        return rect
    }

    /// `rect`, laid out left to right inside the node, where it lies on screen.
    private func physical(_ rect: CGRect, with placement: PlacementContext) -> CGRect {
        CGRect(origin: placement.placedOrigin(rect.origin, width: rect.width), size: rect.size)
    }

    /// The modified view's guides, moved by where it sits in the node.
    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        let primaryProposal = measure(proposal).primaryProposal
        guard let value = primary.explicitAlignment(guide, proposal: primaryProposal) else { return nil }
        let size = sizeThatFits(proposal), primarySize = primary.sizeThatFits(primaryProposal)
        if guide.axis == axis { return value + (insetLeads ? size[axis] - primarySize[axis] : 0) }
        return value + (size[axis.other] - primarySize[axis.other]) / 2
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for node in drawingOrder(children) { node.emit(into: &builder, with: emission) }
    }

    package override var dumpDetail: String {
        inset == nil ? "(\(edge) \(compactNumber(fixedLength)))" : "(\(edge))"
    }
}
