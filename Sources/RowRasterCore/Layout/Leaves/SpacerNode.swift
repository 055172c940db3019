/// A flexible space. Inside a stack it grows along the stack's axis from `minLength` and has
/// no size across it; elsewhere it grows on both axes.
///
/// A spacer's layout priority is -∞, as in SwiftUI: stacks size every other child first
/// (keeping only the spacers' minimum lengths aside), so text beside a spacer is not cut to
/// an equal share of the row.
package final class SpacerNode: RenderNode {
    let minLength: CGFloat
    let axis: Axis?

    /// A spacer's minimum when none is given: the system spacing.
    static let defaultMinLength: CGFloat = 8

    package init(minLength: CGFloat?, axis: Axis?, context: LayoutContext) {
        self.minLength = minLength ?? Self.defaultMinLength
        self.axis = axis
        super.init(name: "Spacer", context: context)
        layoutPriority = -.infinity
    }

    override var isSpacer: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        guard let axis else { return CGSize(width: length(proposal.width), height: length(proposal.height)) }
        return CGSize(axis: axis, major: length(proposal[axis]), minor: 0)
    }
}
