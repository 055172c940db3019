/// `offset(x:y:)`: draws the child moved, without changing layout.
package final class OffsetNode: WrapperNode {
    let offset: CGSize

    package init(offset: CGSize, child: RenderNode) {
        self.offset = offset
        super.init(name: "offset", child: child)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: offset.width, y: offset.height)
    }

    // Guides are the unmoved view's: an offset is purely visual.
    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(guide, proposal: proposal)
    }

    package override var dumpDetail: String { "(\(compactNumber(offset.width)) \(compactNumber(offset.height)))" }
}
