/// What a node being placed learns from the nodes placing it, passed down as a value so
/// placement reads its surroundings from a parameter, never from state shared by the render.
///
/// A parent that changes something for its subtree (a scroll view showing a visible rect)
/// hands its children a changed copy; nothing is written back up.
struct PlacementContext {
    /// Where a scroll simulation puts the outermost scroll view along its axis, set on the
    /// render instead of through the environment so scrolling re-evaluates no view, as in an app.
    struct ScrollOverride {
        var axis: Axis
        var offset: CGFloat
    }

    /// The visible rect of the innermost scroll view around the node (root coordinates): lazy
    /// stacks build only what falls inside it, stacks leave rows far outside it unplaced.
    /// Nil outside every scroll view.
    var viewport: CGRect?
    /// The identity a scroll view inside is looking for (`scrollPosition(id:)`): while it is
    /// set, lazy stacks measure the row that has it and note where it lies.
    var scrollTargetID: AnyHashable?
    /// The offset a scroll simulation gives the outermost scroll view; see `ScrollOverride`.
    var scrollOverride: ScrollOverride?

    init(scrollOverride: ScrollOverride? = nil) {
        self.scrollOverride = scrollOverride
    }

    /// The context of the content of a scroll view showing `visible`.
    func showing(_ visible: CGRect) -> PlacementContext {
        var inner = self
        inner.viewport = visible
        return inner
    }

    /// The context of a placement that only looks for where `id` lies: nothing is visible,
    /// so lazy stacks build just the row with that identity.
    func searching(for id: AnyHashable, emptyAlong axis: Axis, of frame: CGRect) -> PlacementContext {
        var empty = frame.size
        empty[axis] = 0
        var search = self
        search.viewport = CGRect(origin: CGPoint(x: -1e9, y: -1e9), size: empty)
        search.scrollTargetID = id
        return search
    }

    /// The context children left unplaced (`RenderNode.placeFrameOnly`) are placed with when
    /// first needed, after placement is over: no scroll view is being placed by then.
    var afterPlacement: PlacementContext {
        PlacementContext(scrollOverride: scrollOverride)
    }
}

/// Where a lazy stack found the view a scroll view looks for: the start and length along the
/// scroll axis, the start in root coordinates.
struct ScrollTargetLocation {
    var start: CGFloat
    var length: CGFloat
}
