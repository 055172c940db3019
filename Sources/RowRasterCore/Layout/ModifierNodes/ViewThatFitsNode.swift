/// `ViewThatFits`: the first child whose ideal size on the constrained axes fits the
/// proposal, else the last; only that child is laid out and drawn.
package final class ViewThatFitsNode: RenderNode {
    let axes: Axis.Set
    let options: [RenderNode]
    private var chosen: RenderNode?

    package init(axes: Axis.Set, options: [RenderNode], context: LayoutContext) {
        self.axes = axes
        self.options = options
        super.init(name: "ViewThatFits", context: context)
    }

    package override var children: [RenderNode] { chosen.map { [$0] } ?? [] }
    override var builtChildren: [RenderNode] { options }

    /// The option shown for `proposal`. Each is asked for its ideal size on the constrained
    /// axes (the proposal stays on the others), as SwiftUI documents; an unspecified
    /// dimension fits everything.
    func option(for proposal: ProposedViewSize) -> RenderNode? {
        for option in options.dropLast() {
            let ideal = option.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                             height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return option }
        }
        return options.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        option(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        chosen = option(for: proposal)
        chosen?.place(at: frame.origin, proposal: proposal, with: placement)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        option(for: proposal)?.explicitAlignment(guide, proposal: proposal)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) { chosen?.emit(into: &builder, with: emission) }
}
