/// One `GridRow` of a `Grid`: its cells, and the vertical alignment that overrides the
/// grid's. The grid sizes and places the cells; the row's own frame is the row's band.
package final class GridRowNode: RenderNode {
    let alignment: VerticalAlignment?
    let cells: [RenderNode]

    init(alignment: VerticalAlignment?, cells: [RenderNode], context: LayoutContext) {
        self.alignment = alignment
        self.cells = cells
        super.init(name: "GridRow", context: context)
    }

    package override var children: [RenderNode] { cells }

    /// The grid places a row at the band it computed, proposing exactly that band.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions(by: .zero) }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for cell in drawingOrder(cells) { cell.emit(into: &builder, with: emission) }
    }
}
