/// `aspectRatio(_:contentMode:)`: the child is proposed the largest (`.fit`) or smallest
/// (`.fill`) size of the given width-to-height ratio that fits around the proposal; with no
/// ratio, the child's ideal size gives it. The node takes the child's answer.
package final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode, child: RenderNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(name: "aspectRatio", child: child)
    }

    private var effectiveRatio: CGFloat {
        if let ratio, ratio.isFinite, ratio > 0 { return ratio }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return 1 }
        return ideal.width / ideal.height
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let r = effectiveRatio
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let byWidth = CGSize(width: width, height: width / r)
            let byHeight = CGSize(width: height * r, height: height)
            let widthLimits = byWidth.height <= height
            switch contentMode {
            case .fit: return ProposedViewSize(widthLimits ? byWidth : byHeight)
            case .fill: return ProposedViewSize(widthLimits ? byHeight : byWidth)
            }
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / r)
        case let (nil, height?):
            return ProposedViewSize(width: height * r, height: height)
        case (nil, nil):
            // Nothing concrete to fit: keep the child's ideal width and derive the height.
            let ideal = child.sizeThatFits(.unspecified)
            let idealWidth = ideal.width.isFinite ? ideal.width : 10
            return ProposedViewSize(width: idealWidth, height: idealWidth / r)
        }
    }

    package override var dumpDetail: String { "(\(ratio.map { compactNumber($0) } ?? "ideal") \(contentMode))" }
}

/// How content fills a space of another shape, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}
