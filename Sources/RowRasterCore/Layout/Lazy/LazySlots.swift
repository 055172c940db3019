/// The children of a lazy stack as a flat run of slots (headers, rows, footers), realized on
/// demand, with the lengths of realized slots measured and the others estimated.
///
/// Offsets come from a running estimate corrected by measured lengths, so nothing is done
/// per slot that was never realized: a million rows cost what the visible ones cost.
@MainActor
package final class LazySlots {
    enum Role: Equatable {
        case row, header, footer
    }

    /// A run of slots from one source.
    struct Block {
        enum Source {
            case nodes([RenderNode])
            case range(LazyRange)
        }

        let source: Source
        let role: Role
        /// The section the block belongs to, if any.
        let section: Int?
        let start: Int
        let count: Int
    }

    /// A section's slots, for pinning its header and footer.
    struct SectionSpan {
        var header: Int?
        var footer: Int?
        var first: Int
        var end: Int
    }

    private(set) var blocks: [Block] = []
    private(set) var sections: [SectionSpan] = []
    /// Header and footer slots in order: they are estimated apart from rows, since a list's
    /// letter headers are much shorter than its rows.
    private var decorations: [Int] = []
    private(set) var count = 0
    /// Slots built so far, kept across placements of this render.
    private var realized: [Int: RenderNode] = [:]
    private var lengths: [Int: CGFloat] = [:]
    /// Measured slots in order, for the prefix corrections of offsets.
    private var measuredOrder: [Int] = []
    private var measuredRows = Measured()
    private var measuredDecorations = Measured()
    let spacing: CGFloat
    /// Makes a slot's node from its content's nodes and its position (nil: the slot shows nothing).
    private let makeSlotNode: ([RenderNode], SlotPosition) -> RenderNode?
    /// How many slots were realized (built), for tests and frame reports.
    private(set) var realizations = 0

    /// The length assumed for a slot never measured, until one is: a list row's 44 points.
    static let defaultEstimate: CGFloat = 44

    /// Where a slot sits, for containers that decorate rows by position (a list's separators
    /// and rounded section corners).
    package struct SlotPosition {
        let role: Role
        let section: Int?
        let isFirstRow: Bool
        let isLastRow: Bool
        /// Whether the slot's section has a header (a headerless section's card needs a gap above).
        let hasHeader: Bool
    }

    package init(children: LazyChildren, spacing: CGFloat, makeSlotNode: @escaping ([RenderNode], SlotPosition) -> RenderNode?) {
        self.spacing = spacing
        self.makeSlotNode = makeSlotNode
        append(children, section: nil)
    }

    private func append(_ children: LazyChildren, section: Int?) {
        for segment in children.segments {
            switch segment {
            case .fixed(let nodes):
                for node in nodes { addBlock(.nodes([node]), role: .row, section: section, count: 1) }
            case .range(let range):
                if range.count > 0 { addBlock(.range(range), role: .row, section: section, count: range.count) }
            case .section(let lazySection):
                let index = sections.count
                sections.append(SectionSpan(header: nil, footer: nil, first: count, end: count))
                if let header = lazySection.header {
                    sections[index].header = count
                    addBlock(.nodes(header), role: .header, section: index, count: 1)
                }
                append(lazySection.rows, section: index)
                if let footer = lazySection.footer {
                    sections[index].footer = count
                    addBlock(.nodes(footer), role: .footer, section: index, count: 1)
                }
                sections[index].end = count
            }
        }
    }

    private func addBlock(_ source: Block.Source, role: Role, section: Int?, count slots: Int) {
        if role != .row { decorations.append(count) }
        blocks.append(Block(source: source, role: role, section: section, start: count, count: slots))
        count += slots
    }

    /// The block holding slot `index` (binary search over the block starts).
    func block(of index: Int) -> Block {
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return blocks[low]
    }

    /// The slot's node, built (and counted) the first time it is asked for.
    func node(at index: Int) -> RenderNode? {
        if let node = realized[index] { return node }
        let block = block(of: index)
        let nodes: [RenderNode]
        switch block.source {
        case .nodes(let built): nodes = built
        case .range(let range): nodes = range.make(index - block.start)
        }
        realizations += 1
        guard let node = makeSlotNode(nodes, position(of: index, in: block)) else { return nil }
        if let first = nodes.first, node !== first, first.context.tracksRows {
            // The slot (a list row with its insets and separator, say) is the row's layer.
            first.context.rowTops.move(from: first, to: node)
        }
        realized[index] = node
        return node
    }

    var realizedIndices: Dictionary<Int, RenderNode>.Keys { realized.keys }

    /// Whether any slot's length is known, measured now or remembered from an earlier render.
    var hasMeasurements: Bool { !measuredOrder.isEmpty }

    /// The rows of a section (or of the whole stack) run between its header and footer.
    func position(of index: Int, in block: Block) -> SlotPosition {
        let firstRow: Int, lastRow: Int
        var hasHeader = false
        if let section = block.section {
            hasHeader = sections[section].header != nil
            let span = sections[section]
            firstRow = span.header.map { $0 + 1 } ?? span.first
            lastRow = (span.footer ?? span.end) - 1
        } else {
            firstRow = 0
            lastRow = count - 1
        }
        return SlotPosition(role: block.role, section: block.section, isFirstRow: index == firstRow, isLastRow: index == lastRow,
                        hasHeader: hasHeader)
    }

    /// A running sum of measured lengths, for an average.
    private struct Measured {
        var total: CGFloat = 0
        var count = 0
        var average: CGFloat? { count == 0 ? nil : total / CGFloat(count) }
    }

    /// The first slot that is a row, not a header or footer (decorations are sorted, so the
    /// first gap in their run from 0 is it).
    var firstRow: Int? {
        var index = 0
        while index < decorations.count, decorations[index] == index { index += 1 }
        return index < count ? index : nil
    }

    private func isDecoration(_ index: Int) -> Bool { decorationsBefore(index + 1) > decorationsBefore(index) }

    /// How many header and footer slots come before slot `index` (binary search).
    private func decorationsBefore(_ index: Int) -> Int {
        var low = 0, high = decorations.count
        while low < high {
            let middle = (low + high) / 2
            if decorations[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Records the measured length of a slot.
    func setLength(_ length: CGFloat, of index: Int) {
        let decoration = isDecoration(index)
        if let old = lengths[index] {
            if decoration { measuredDecorations.total += length - old } else { measuredRows.total += length - old }
        } else {
            let position = measuredOrder.firstIndex { $0 > index } ?? measuredOrder.count
            measuredOrder.insert(index, at: position)
            if decoration {
                measuredDecorations.total += length
                measuredDecorations.count += 1
            } else {
                measuredRows.total += length
                measuredRows.count += 1
            }
        }
        lengths[index] = length
    }

    func length(of index: Int) -> CGFloat { lengths[index] ?? estimate(decoration: isDecoration(index)) }

    /// The length of an unmeasured slot: the average of measured slots of its kind (rows, or
    /// headers and footers), else of the other kind, else a list row's 44 points.
    func estimate(decoration: Bool) -> CGFloat {
        let own = decoration ? measuredDecorations : measuredRows
        let other = decoration ? measuredRows : measuredDecorations
        return own.average ?? other.average ?? Self.defaultEstimate
    }

    /// Where slot `index` starts along the stack's axis (for `index == count`, where the last ends plus spacing).
    func offset(of index: Int) -> CGFloat {
        let rowEstimate = estimate(decoration: false), decorationEstimate = estimate(decoration: true)
        let decorationCount = decorationsBefore(index)
        var offset = CGFloat(index - decorationCount) * rowEstimate + CGFloat(decorationCount) * decorationEstimate
            + CGFloat(index) * spacing
        for measured in measuredOrder {
            guard measured < index else { break }
            offset += lengths[measured]! - (isDecoration(measured) ? decorationEstimate : rowEstimate)
        }
        return offset
    }

    var totalLength: CGFloat {
        count == 0 ? 0 : offset(of: count) - spacing
    }

    /// The slot at position `position` along the axis (the last one starting at or before it).
    func slot(at position: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The slot whose identity is `id` (reads element identities in order until found).
    func slot(withIdentity id: AnyHashable) -> Int? {
        for block in blocks {
            guard case .range(let range) = block.source else { continue }
            for offset in 0..<range.count where range.identity(offset) == id { return block.start + offset }
        }
        return nil
    }
}
