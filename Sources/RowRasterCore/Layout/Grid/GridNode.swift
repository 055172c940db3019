/// `Grid`: rows of cells in shared columns.
///
/// SwiftUI does not document its grid algorithm; this follows what it documents and shows:
/// - Columns are sized as an HStack sizes its children, a column answering with the widest
///   of its single-column cells: with a nil width each column is its widest ideal cell; with
///   a width, the spacing is set aside and the columns, least flexible first, are each offered
///   an equal share of what is left. Rows are sized the same way along the vertical axis.
/// - A cell spanning several columns (`gridCellColumns`), and a view outside any `GridRow`
///   (which spans the whole grid), widen their columns evenly when they need more than the
///   columns give; a full-width view is offered the grid's proposed width, so a flexible one
///   (`Divider`, `Color`) makes the grid take the whole width unless it is
///   `gridCellUnsizedAxes(.horizontal)`, as Apple's documentation shows.
/// - Cells with `gridCellUnsizedAxes` do not size their column or row; every cell is offered
///   its column width and row height and aligned in that area by its `gridCellAnchor`, else
///   its column's `gridColumnAlignment` or the grid's horizontal alignment, and its row's
///   vertical alignment or the grid's. The default spacing is the system spacing, 8.
package final class GridNode: RenderNode {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    let nodes: [RenderNode]
    private let rows: [Row]
    private let columnCount: Int
    private let columnAlignments: [HorizontalAlignment?]
    private var arrangements: [(ProposedViewSize, Arrangement)] = []

    /// A row's cells and the columns they start at; `full` rows are one view spanning all.
    private struct Row {
        var node: RenderNode
        var cells: [(node: RenderNode, column: Int, span: Int)]
        var alignment: VerticalAlignment?
        var isFull: Bool
    }

    private struct Arrangement {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, children: [RenderNode], context: LayoutContext) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? StackNode.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? StackNode.defaultSpacing
        nodes = children
        var rows: [Row] = []
        for child in children {
            if let row = child as? GridRowNode {
                var column = 0
                var cells: [(node: RenderNode, column: Int, span: Int)] = []
                for cell in row.cells {
                    let span = cell.layoutValue(GridCellColumnsKey.self)
                    cells.append((cell, column, span))
                    column += span
                }
                rows.append(Row(node: row, cells: cells, alignment: row.alignment, isFull: false))
            } else {
                rows.append(Row(node: child, cells: [(child, 0, 0)], alignment: nil, isFull: true))
            }
        }
        let count = rows.filter { !$0.isFull }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        columnCount = max(count, rows.isEmpty ? 0 : 1)
        for index in rows.indices where rows[index].isFull { rows[index].cells[0].span = max(count, 1) }
        self.rows = rows
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.isFull {
            for cell in row.cells where alignments[cell.column] == nil {
                alignments[cell.column] = cell.node.layoutValue(GridColumnAlignmentKey.self)
            }
        }
        columnAlignments = alignments
        super.init(name: "Grid", context: context)
    }

    package override var children: [RenderNode] { nodes }
    override func forgetArrangements() { arrangements.removeAll() }

    private func isUnsized(_ node: RenderNode, _ axis: Axis.Set) -> Bool {
        node.layoutValue(GridCellUnsizedAxesKey.self).contains(axis)
    }

    private func spannedWidth(_ widths: [CGFloat], column: Int, span: Int) -> CGFloat {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
    }

    /// Hands `offered` out to lines (columns or rows) as a stack does; `measure(line, offer)`
    /// is the line's length for an offer.
    private func distribute(count: Int, offered: CGFloat?, spacing: CGFloat, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let offered else { return (0..<count).map { measure($0, nil) } }
        let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var remaining = offered - spacing * CGFloat(max(0, count - 1))
        var lengths = [CGFloat](repeating: 0, count: count)
        for (position, line) in order.enumerated() {
            let share = offered.isInfinite ? CGFloat.infinity : max(0, remaining / CGFloat(count - position))
            lengths[line] = measure(line, share)
            remaining -= lengths[line]
        }
        return lengths
    }

    private func arrangement(for proposal: ProposedViewSize) -> Arrangement {
        if let cached = arrangements.first(where: { $0.0 == proposal }) { return cached.1 }
        let result = arrange(proposal)
        if arrangements.count >= 4 { arrangements.removeFirst() }
        arrangements.append((proposal, result))
        return result
    }

    private func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        guard columnCount > 0 else { return Arrangement(widths: [], heights: [], size: .zero) }
        var widths = distribute(count: columnCount, offered: proposal.width, spacing: horizontalSpacing) { column, offer in
            var width: CGFloat = 0
            for row in rows where !row.isFull {
                for cell in row.cells where cell.column == column && cell.span == 1 && !isUnsized(cell.node, .horizontal) {
                    width = max(width, cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
                }
            }
            return width
        }
        // Spanning cells widen their columns evenly when they need more than the columns give.
        for row in rows {
            for cell in row.cells where (cell.span > 1 || row.isFull) && !isUnsized(cell.node, .horizontal) {
                let spanned = spannedWidth(widths, column: cell.column, span: cell.span)
                let offer = row.isFull ? proposal.width : spanned
                let extra = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width - spanned
                let count = min(cell.span, columnCount - cell.column)
                guard extra > 0, count > 0 else { continue }
                for column in cell.column..<(cell.column + count) { widths[column] += extra / CGFloat(count) }
            }
        }
        let heights = distribute(count: rows.count, offered: proposal.height, spacing: verticalSpacing) { index, offer in
            rowExtent(rows[index], widths: widths, height: offer).height
        }
        let width = spannedWidth(widths, column: 0, span: columnCount)
        let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, rows.count - 1))
        return Arrangement(widths: widths, heights: heights, size: CGSize(width: width, height: height))
    }

    /// A row's height for an offer, with its cells on their vertical guide, and where that
    /// guide lies from the row's top.
    private func rowExtent(_ row: Row, widths: [CGFloat], height: CGFloat?) -> (height: CGFloat, line: CGFloat) {
        let guide = AnyAlignment.vertical(row.alignment ?? alignment.vertical)
        var above: CGFloat = 0, below: CGFloat = 0
        for cell in row.cells where !isUnsized(cell.node, .vertical) {
            let proposal = ProposedViewSize(width: spannedWidth(widths, column: cell.column, span: cell.span), height: height)
            let dimensions = cell.node.dimensions(for: proposal)
            above = max(above, dimensions[guide])
            below = max(below, dimensions.height - dimensions[guide])
        }
        return (above + below, above)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    /// Where every row band and cell goes, relative to the grid's top-leading corner.
    private func placements(_ arrangement: Arrangement)
        -> (rows: [(origin: CGPoint, proposal: ProposedViewSize)], cells: [(node: RenderNode, origin: CGPoint, proposal: ProposedViewSize)]) {
        var rowPlacements: [(origin: CGPoint, proposal: ProposedViewSize)] = []
        var cellPlacements: [(node: RenderNode, origin: CGPoint, proposal: ProposedViewSize)] = []
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let height = arrangement.heights[index]
            let guide = AnyAlignment.vertical(row.alignment ?? alignment.vertical)
            let isBaseline = guide.isFirstBaseline || guide.isLastBaseline
            let line = isBaseline ? rowExtent(row, widths: arrangement.widths, height: height).line : 0
            rowPlacements.append((CGPoint(x: 0, y: y), ProposedViewSize(width: arrangement.size.width, height: height)))
            for cell in row.cells {
                let x = cell.column == 0 ? 0 : spannedWidth(arrangement.widths, column: 0, span: cell.column) + horizontalSpacing
                let area = CGSize(width: spannedWidth(arrangement.widths, column: cell.column, span: cell.span), height: height)
                let cellProposal = ProposedViewSize(area)
                let dimensions = cell.node.dimensions(for: cellProposal)
                var offset: CGPoint
                if let anchor = cell.node.layoutValue(GridCellAnchorKey.self) {
                    offset = CGPoint(x: anchor.x * (area.width - dimensions.width), y: anchor.y * (area.height - dimensions.height))
                } else {
                    let box = ViewDimensions(size: area)
                    let horizontal = AnyAlignment.horizontal((row.isFull ? nil : columnAlignments[cell.column]) ?? alignment.horizontal)
                    offset = CGPoint(x: box[horizontal] - dimensions[horizontal],
                                     y: (isBaseline ? line : box[guide]) - dimensions[guide])
                }
                cellPlacements.append((cell.node, CGPoint(x: x + offset.x, y: y + offset.y), cellProposal))
            }
            y += height + verticalSpacing
        }
        return (rowPlacements, cellPlacements)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let placed = placements(arrangement(for: proposal))
        for (row, spot) in zip(rows, placed.rows) where !row.isFull {
            row.node.place(at: CGPoint(x: frame.minX + spot.origin.x, y: frame.minY + spot.origin.y), proposal: spot.proposal, with: placement)
        }
        for cell in placed.cells {
            cell.node.place(at: CGPoint(x: frame.minX + cell.origin.x, y: frame.minY + cell.origin.y), proposal: cell.proposal, with: placement)
        }
    }

    override func explicitAlignment(_ guide: AnyAlignment, proposal: ProposedViewSize) -> CGFloat? {
        let cells = placements(arrangement(for: proposal)).cells
        return mergedExplicitAlignment(guide, nodes: cells.map(\.node), proposals: cells.map(\.proposal), offsets: cells.map(\.origin))
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for node in drawingOrder(nodes) { node.emit(into: &builder, with: emission) }
    }
}
