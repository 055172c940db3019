/// `alignmentGuide(_:computeValue:)`: gives the child an explicit value for one guide.
package final class AlignmentGuideNode: WrapperNode {
    let guide: AnyAlignment
    let computeValue: (ViewDimensions) -> CGFloat

    package init(guide: AnyAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat, child: RenderNode) {
        self.guide = guide
        self.computeValue = computeValue
        super.init(name: "alignmentGuide", child: child)
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        guard guide == self.guide else { return super.explicitAlignment(guide, proposal: proposal) }
        let value = computeValue(child.dimensions(for: proposal))
        return value.isFinite ? value : nil
    }
}
