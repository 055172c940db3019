import Foundation

/// What one render learned about each row — each `ForEach` element — for frame reports:
/// the time its body and its descendants took to evaluate and which of them ran and why,
/// its layout time, and the layer it was drawn as.
///
/// A render records rows only when a recorder is attached to its layout context (the scroll
/// simulation and the budget monitor attach one); otherwise rows cost nothing extra.
@MainActor
final class RowRecorder {
    struct Row {
        let identity: String
        /// The type of the first view evaluated for the row (the row's own view), if any ran.
        var viewType: String?
        var evaluationSeconds = 0.0
        var evaluations: [ViewEvaluation] = []
        var layoutSeconds = 0.0
        var displaySeconds = 0.0
        var displayItems = 0
        /// The number of the layer the row was drawn as in this render's display list.
        var layer: Int?
    }

    private(set) var rows: [String: Row] = [:]
    /// Row identities in the order their layers were emitted: layer `n` is `layers[n]`.
    private(set) var layers: [String] = []

    func recordBuild(identity: String, seconds: Double, evaluations: ArraySlice<ViewEvaluation>) {
        var row = rows[identity] ?? Row(identity: identity)
        row.evaluationSeconds += seconds
        row.evaluations += evaluations
        if row.viewType == nil { row.viewType = evaluations.first?.viewType }
        rows[identity] = row
    }

    func addLayout(identity: String, seconds: Double) {
        rows[identity, default: Row(identity: identity)].layoutSeconds += seconds
    }

    /// Numbers a layer for the row and notes its size in display items and the time taken to emit them.
    func addLayer(identity: String, displayItems: Int, seconds: Double) -> Int {
        layers.append(identity)
        var row = rows[identity] ?? Row(identity: identity)
        row.layer = layers.count - 1
        row.displayItems = displayItems
        row.displaySeconds += seconds
        rows[identity] = row
        return layers.count - 1
    }
}

extension ViewGraph {
    /// Builds one row (a `ForEach` element) and tags its first node with the row's identity,
    /// so layout, drawing and scrolling find it; when rows are recorded, times the build and
    /// notes the evaluations it caused. Elements of a `ForEach` inside a row are parts of it.
    func makeRow<V: View>(_ view: V, id: AnyHashable, in context: BuildContext) -> [RenderNode] {
        let identity = context.identity.description
        rowDepth += 1
        defer { rowDepth -= 1 }
        guard rowDepth == 1 else {
            let nodes = makeNodes(view, in: context)
            if let first = nodes.first, first.scrollID == nil { first.scrollID = id }
            return nodes
        }
        guard let recorder = layoutContext.rowRecorder else {
            let nodes = makeNodes(view, in: context)
            tag(nodes, id: id, identity: identity)
            return nodes
        }
        let start = StageClock.now()
        let first = evaluations.count
        let nodes = makeNodes(view, in: context)
        recorder.recordBuild(identity: identity, seconds: StageClock.seconds(since: start), evaluations: evaluations[first...])
        tag(nodes, id: id, identity: identity)
        return nodes
    }

    private func tag(_ nodes: [RenderNode], id: AnyHashable, identity: String) {
        guard let first = nodes.first else { return }
        if first.scrollID == nil { first.scrollID = id }
        first.rowIdentity = identity
    }
}

extension RenderNode {
    /// Emits the node; a row, while rows are recorded, as a layer of its own (its items in
    /// its own coordinates, placed by a transform), so the raster cache keeps each row and
    /// the frame report can say what each one cost to draw.
    final func emitRow(into builder: inout DisplayListBuilder) {
        guard let identity = rowIdentity, let recorder = context.rowRecorder else {
            emit(into: &builder)
            return
        }
        let start = StageClock.now()
        var inner = DisplayListBuilder()
        context.withoutCulling { emit(into: &inner) }
        guard !inner.items.isEmpty else { return }
        // A material shows the rows behind it: drawn in the frame, not in a layer of its own.
        if inner.list.readsBackdrop {
            for item in inner.items { builder.append(item) }
            return
        }
        let local = inner.list.translated(dx: -frame.minX, dy: -frame.minY)
        let layer = recorder.addLayer(identity: identity, displayItems: inner.list.itemCount, seconds: StageClock.seconds(since: start))
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                              [.group(.layer(row: layer), local.items)]))
    }

    /// How far outside a scroll view's visible rect a row's drawing may reach in (a shadow
    /// of radius 80, three sigmas): rows farther away are not even looked at.
    static let drawingReach: CGFloat = 240

    /// Where the drawing of a row must lie for a scroll view showing `visible` to draw it.
    static func drawingRect(_ visible: CGRect) -> CGRect {
        visible.insetBy(dx: -drawingReach, dy: -drawingReach)
    }

    /// Emits the rows of a stack that can be seen: inside a scroll view, rows whose drawing
    /// lies wholly outside its visible rect are left out (a shadow reaching in keeps its row).
    static func emitRows(_ nodes: [RenderNode], into builder: inout DisplayListBuilder, context: LayoutContext) {
        guard let visible = context.emitViewports.last else {
            // Drawn whole (a row layer, a drawing group): rows left unplaced are placed now.
            for node in nodes {
                node.placeAwaitedChildren()
                node.emitRow(into: &builder)
            }
            return
        }
        let near = drawingRect(visible)
        for node in nodes {
            if node.frame.intersects(near) { node.placeAwaitedChildren() }
            if node.frame.intersects(visible) {
                node.emitRow(into: &builder)
            } else if node.frame.intersects(near) {
                // Off screen by its frame: drawn only if its drawing (a shadow, an overlay) reaches in.
                var probe = DisplayListBuilder()
                node.emit(into: &probe)
                if probe.list.bounds.intersects(visible) { node.emitRow(into: &builder) }
            }
        }
    }
}
