/// A canvas: a leaf of the size it is offered whose drawing is recorded when it is drawn.
/// Its symbols (views the drawing can stamp) are its children: laid out like the canvas, at
/// the canvas's size, but drawn only where the drawing asks for them.
package final class CanvasNode: RenderNode {
    /// The display items of the drawing at a size, in the node's own space; the second
    /// argument draws a symbol by its tag.
    let record: @MainActor (CGSize, @escaping (AnyHashable) -> DrawnSymbol?) -> [DisplayItem]
    let symbols: [(tag: AnyHashable, node: RenderNode)]

    package init(context: LayoutContext, symbols: [(tag: AnyHashable, node: RenderNode)] = [],
                 record: @escaping @MainActor (CGSize, @escaping (AnyHashable) -> DrawnSymbol?) -> [DisplayItem]) {
        self.record = record
        self.symbols = symbols
        super.init(name: "Canvas", context: context)
    }

    package override var children: [RenderNode] { symbols.map(\.node) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Each symbol is offered the canvas's size and placed at the root's origin, so what it
    /// emits is in its own space, ready to be moved to wherever the drawing stamps it.
    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        for symbol in symbols {
            symbol.node.place(at: .zero, proposal: ProposedViewSize(frame.size), with: placement)
        }
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let symbols = self.symbols
        let items = record(frame.size) { tag in
            // The first symbol with the tag, as a tag lookup finds the first match.
            guard let node = symbols.first(where: { $0.tag == tag })?.node else { return nil }
            var symbolBuilder = DisplayListBuilder()
            node.emit(into: &symbolBuilder, with: emission)
            var items = symbolBuilder.items
            let origin = node.frame.origin
            if origin != .zero, !items.isEmpty {
                items = [.group(.transform(CGAffineTransform(translationX: -origin.x, y: -origin.y)), items)]
            }
            return DrawnSymbol(size: node.frame.size, items: items)
        }
        guard !items.isEmpty else { return }
        let bounds = Path(CGRect(origin: .zero, size: frame.size))
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                              [.group(.clip(bounds, FillStyle()), items)]))
    }
}

/// A canvas symbol as laid out and emitted: its size and its display items, in its own space
/// (top-leading corner at the origin).
package struct DrawnSymbol {
    package let size: CGSize
    package let items: [DisplayItem]
}
