/// What a node emitting display items learns from the nodes emitting it, passed down as a
/// value: a scroll view hands its content a copy with its visible rect, a row layer or a
/// drawing group one without.
package struct EmitContext {
    /// The visible rect of the innermost scroll view being emitted (root coordinates): rows
    /// wholly outside it are not drawn. Nil draws everything.
    var visibleRect: CGRect?
    /// Watches rows as they are emitted and draws each as a layer of its own (frame reports);
    /// nil normally.
    var rowObserver: (any RowObserver)?

    package init(rowObserver: (any RowObserver)? = nil) {
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
