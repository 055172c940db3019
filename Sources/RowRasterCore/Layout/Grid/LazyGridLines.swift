/// A lazy grid's children regrouped into lines of `perLine` items, each line one slot of a
/// lazy stack, so a grid is a lazy stack of lines: only the visible lines are built, and
/// the stack's prefix sums keep long grids linear. Items flow across `ForEach` boundaries;
/// a section starts a new line and keeps its header and footer whole, as in SwiftUI.
@MainActor
final class LazyGridLines {
    private let children: LazyChildren
    /// Items built so far by run and index, shared by the line layouts of every column count
    /// (a grid probed at several widths builds each item once).
    private var built: [[Int: RenderNode]] = []
    private var runCount = 0
    private let context: LayoutContext

    init(children: LazyChildren, context: LayoutContext) {
        self.children = children
        self.context = context
    }

    /// The children as lines of `perLine` items, each made by `makeLine`.
    /// A grid without tracks (`columns: []`) has nowhere to put its items and shows none.
    func lines(perLine: Int, makeLine: @escaping ([RenderNode]) -> RenderNode) -> LazyChildren {
        guard perLine > 0 else { return LazyChildren() }
        runCount = 0
        return regroup(children, perLine: perLine, makeLine: makeLine)
    }

    private func regroup(_ children: LazyChildren, perLine: Int, makeLine: @escaping ([RenderNode]) -> RenderNode) -> LazyChildren {
        var result = LazyChildren()
        var run: [LazyChildren.Segment] = []
        func flush() {
            guard !run.isEmpty else { return }
            result.segments.append(.range(lineRange(run, perLine: perLine, makeLine: makeLine)))
            run.removeAll()
        }
        for segment in children.segments {
            if case .section(let section) = segment {
                flush()
                result.segments.append(.section(LazySection(header: section.header,
                                                            rows: regroup(section.rows, perLine: perLine, makeLine: makeLine),
                                                            footer: section.footer)))
            } else {
                run.append(segment)
            }
        }
        flush()
        return result
    }

    /// The segment of `run` holding `item`, and the item's index in it (binary search).
    private static func locate(_ item: Int, starts: [Int], run: [LazyChildren.Segment]) -> (LazyChildren.Segment, Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return (run[low], item - starts[low])
    }

    /// The lines of a run of fixed views and `ForEach` ranges.
    private func lineRange(_ run: [LazyChildren.Segment], perLine: Int, makeLine: @escaping ([RenderNode]) -> RenderNode) -> LazyRange {
        let runIndex = runCount
        runCount += 1
        if built.count <= runIndex { built.append([:]) }
        // Where each segment's items start; an element of a range is one item.
        var starts: [Int] = []
        var count = 0
        for segment in run {
            starts.append(count)
            switch segment {
            case .fixed(let nodes): count += nodes.count
            case .range(let range): count += range.count
            case .section: break
            }
        }
        let lineCount = (count + perLine - 1) / perLine
        let locate = { (item: Int) in Self.locate(item, starts: starts, run: run) }
        let identity = { (line: Int) -> AnyHashable in
            let (segment, index) = locate(line * perLine)
            if case .range(let range) = segment { return range.identity(index) }
            return AnyHashable("grid line \(runIndex).\(line)")
        }
        return LazyRange(count: lineCount, identity: identity) { [unowned self] line in
            let items = (line * perLine..<min(count, (line + 1) * perLine)).compactMap { item -> RenderNode? in
                if let node = built[runIndex][item] { return node }
                let (segment, index) = Self.locate(item, starts: starts, run: run)
                let node: RenderNode?
                switch segment {
                case .fixed(let nodes): node = nodes[index]
                case .range(let range):
                    let nodes = range.make(index)
                    // An element of several views is one cell here, its views stacked (SwiftUI
                    // would give each a cell; rows are almost always one view per element).
                    node = nodes.count <= 1 ? nodes.first
                        : StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: nodes, context: context)
                case .section: node = nil
                }
                built[runIndex][item] = node
                return node
            }
            return [makeLine(items)]
        }
    }
}
