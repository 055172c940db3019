/// Which render nodes are the tops of rows (`ForEach` elements), and of which row: what a
/// render that layers or observes its rows needs to know, kept beside the nodes rather than
/// in each of them, so a plain render's nodes carry nothing for it.
///
/// The graph keeps nodes from render to render, so the table lives as long as its layout
/// context. It holds its nodes weakly: a node that is gone can neither be taken for the row
/// of a new node at its address nor be kept alive by the table.
@MainActor
final class RowTops {
    private struct Entry {
        weak var node: RenderNode?
        let identity: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after its last sweep of released nodes; it is swept again at twice that.
    private var sweptCount = 0

    /// The identity of the row `node` is the top of, if it is one.
    func identity(of node: RenderNode) -> String? {
        guard let entry = entries[ObjectIdentifier(node)], entry.node === node else { return nil }
        return entry.identity
    }

    /// Makes `node` the top of the row `identity`.
    func mark(_ node: RenderNode, as identity: String) {
        entries[ObjectIdentifier(node)] = Entry(node: node, identity: identity)
        if entries.count > max(64, 2 * sweptCount) { sweep() }
    }

    /// Makes `wrapper`, a node made around `child`, the top of `child`'s row as well (if it has one).
    func extend(_ child: RenderNode, to wrapper: RenderNode) {
        guard let identity = identity(of: child) else { return }
        mark(wrapper, as: identity)
    }

    /// Makes `node` the top of `previous`'s row instead of `previous` (a lazy stack's slot
    /// around the row's first node).
    func move(from previous: RenderNode, to node: RenderNode) {
        guard let identity = identity(of: previous) else { return }
        entries[ObjectIdentifier(previous)] = nil
        mark(node, as: identity)
    }

    /// Drops the entries of nodes that are gone.
    private func sweep() {
        entries = entries.filter { $0.value.node != nil }
        sweptCount = entries.count
    }
}
