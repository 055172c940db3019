extension RenderNode {
    /// Emits the node; the top of a row, when the render layers its rows, as a layer of its
    /// own (its items in its own coordinates, placed by a transform), so the raster cache keeps
    /// each row; a row observer, if one watches, learns what the row cost to emit.
    final func emitRow(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard let layers = emission.rowLayers, let identity = context.rowTops.identity(of: self) else {
            emit(into: &builder, with: emission)
            return
        }
        let start = emission.rowObserver == nil ? 0 : StageClock.now()
        var inner = DisplayListBuilder()
        emit(into: &inner, with: emission.withoutCulling)
        guard !inner.items.isEmpty else { return }
        // A material shows the rows behind it: drawn in the frame, not in a layer of its own.
        if inner.list.readsBackdrop {
            for item in inner.items { builder.append(item) }
            return
        }
        let local = inner.list.translated(dx: -frame.minX, dy: -frame.minY)
        let layer = layers.next()
        emission.rowObserver?.rowEmitted(identity, as: layer, displayItems: inner.list.itemCount,
                                         seconds: StageClock.seconds(since: start))
        builder.append(.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)),
                              [.group(.layer(layer), local.items)]))
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
    static func emitRows(_ nodes: [RenderNode], into builder: inout DisplayListBuilder, with emission: EmitContext) {
        guard let visible = emission.visibleRect else {
            // Drawn whole (a row layer, a drawing group): rows left unplaced are placed now.
            for node in nodes {
                node.placeAwaitedChildren()
                node.emitRow(into: &builder, with: emission)
            }
            return
        }
        let near = drawingRect(visible)
        for node in nodes {
            if node.frame.intersects(near) { node.placeAwaitedChildren() }
            if node.frame.intersects(visible) {
                node.emitRow(into: &builder, with: emission)
            } else if node.frame.intersects(near) {
                // Off screen by its frame: drawn only if its drawing (a shadow, an overlay) reaches in.
                var probe = DisplayListBuilder()
                node.emit(into: &probe, with: emission)
                if probe.list.bounds.intersects(visible) { node.emitRow(into: &builder, with: emission) }
            }
        }
    }
}
