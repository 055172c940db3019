/// A leaf that takes the space it is offered and draws what `record` records for its size, in
/// its own space, clipped to its bounds as SwiftUI's `Canvas` is.
package final class CanvasNode: RenderNode {
    /// The display items of the drawing at a size, in the node's own space.
    let record: @MainActor (CGSize) -> [DisplayItem]

    package init(context: LayoutContext, record: @escaping @MainActor (CGSize) -> [DisplayItem]) {
        self.record = record
        super.init(name: "Canvas", context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let items = record(frame.size)
        guard !items.isEmpty else { return }
        let bounds = Path(CGRect(origin: .zero, size: frame.size))
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                              [.group(.clip(bounds, FillStyle()), items)]))
    }
}
