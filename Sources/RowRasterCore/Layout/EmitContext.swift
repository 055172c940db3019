/// What a node emitting display items learns from the nodes emitting it, passed down as a
/// value: a scroll view hands its content a copy with its visible rect, a row layer or a
/// drawing group one without.
package struct EmitContext {
    /// The visible rect of the innermost scroll view being emitted (root coordinates): rows
    /// wholly outside it are not drawn. Nil draws everything.
    var visibleRect: CGRect?
    /// Numbers the row layers of the render when rows are drawn each as a layer of its own
    /// (`RowLayering.layers`, frames of a scroll); nil when they are drawn in place.
    let rowLayers: RowLayerNumbering?
    /// Watches rows as they are emitted (frame reports); nil normally. It only watches: rows
    /// are layers because the render's `RowLayering` says so, not because it is there.
    let rowObserver: (any RowObserver)?

    /// The context of a render's root: rows drawn as `rowLayering` says, watched by `rowObserver`.
    package init(rowLayering: RowLayering = .inPlace, rowObserver: (any RowObserver)? = nil) {
        rowLayers = rowLayering == .layers ? RowLayerNumbering() : nil
        self.rowObserver = rowObserver
    }

    /// The context of the content of a scroll view showing `visible`.
    func showing(_ visible: CGRect) -> EmitContext {
        var inner = self
        inner.visibleRect = visible
        return inner
    }

    /// The context for content flattened and cached whole (a row layer, a drawing group),
    /// which must not depend on what the screen shows: nothing is culled.
    var withoutCulling: EmitContext {
        var whole = self
        whole.visibleRect = nil
        return whole
    }
}
