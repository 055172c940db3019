/// What a node being placed learns from the nodes placing it, passed down as a value so
/// placement reads its surroundings from a parameter, never from state shared by the render.
///
/// A parent that changes something for its subtree (a scroll view showing a visible rect)
/// hands its children a changed copy; nothing is written back up.
package struct PlacementContext {
    /// Where a scroll simulation puts the outermost scroll view along its axis, set on the
    /// render instead of through the environment so scrolling re-evaluates no view, as in an app.
    package struct ScrollOverride {
        var axis: Axis
        var offset: CGFloat

        package init(axis: Axis, offset: CGFloat) {
            self.axis = axis
            self.offset = offset
        }
    }

    /// The visible rect of the innermost scroll view around the node (root coordinates): lazy
    /// stacks build only what falls inside it, stacks leave rows far outside it unplaced.
    /// Nil outside every scroll view.
    private var visibleRect: CGRect?
    /// The visible rect as the node placing children sees it: a right-to-left node computes
    /// its children's places left to right, so it compares them with the rect mirrored back.
    var viewport: CGRect? {
        // Mirroring is its own inverse: the rect mirrored is where left-to-right places are.
        visibleRect.map { CGRect(origin: placedOrigin($0.origin, width: $0.width), size: $0.size) }
    }
    /// The visible rect of the innermost scroll view around the node, in the render's
    /// coordinates as frames are (not mirrored): what `onScrollVisibilityChange` measures against.
    var scrollViewVisibleRect: CGRect? { visibleRect }
    /// The identity a scroll view inside is looking for (`scrollPosition(id:)`): while it is
    /// set, lazy stacks measure the row that has it and note where it lies.
    var scrollTargetID: AnyHashable?
    /// The offset a scroll simulation gives the outermost scroll view; see `ScrollOverride`.
    var scrollOverride: ScrollOverride?
    /// The layout direction of the node being placed. Right to left, "SwiftUI horizontally
    /// flips the x position of each view within its parent" (`LayoutSubviews.layoutDirection`):
    /// every node is laid out as if left to right, and each child's frame is mirrored inside
    /// its parent's as it is placed, so content (text, images, shapes) is never flipped.
    var layoutDirection: LayoutDirection = .leftToRight
    /// The frame children are mirrored inside, set while a right-to-left node places them.
    private var mirroringFrame: CGRect?
    /// The frames (root coordinates) of the named coordinate spaces around the node, the
    /// innermost of each name: what `GeometryProxy.frame(in: .named(…))` measures against.
    package private(set) var namedSpaces: [AnyHashable: CGRect] = [:]
    /// The innermost `containerShape(_:)` around the node: what a `ContainerRelativeShape` takes.
    private(set) var containerShape: ContainerShapeContext?
    /// The safe areas around the node, outermost first (see `SafeAreaLayer`): what
    /// `ignoresSafeArea` extends a view into and `GeometryProxy.safeAreaInsets` reports.
    package var safeAreaLayers: [SafeAreaLayer] = []
    /// Set when a row observer watches the render (`LayoutContext.rowObserver`): only then does
    /// placing a node look it up among the rows' tops, to time the row. A flag in the
    /// parameter, so a plain render's placements do not even reach for the layout context.
    private(set) var rowsAreObserved = false

    /// The context of a render's root: `scrollOverride` for a scroll simulation's frame, and
    /// `rowsAreObserved` when a row observer watches the render.
    package init(scrollOverride: ScrollOverride? = nil, rowsAreObserved: Bool = false) {
        self.scrollOverride = scrollOverride
        self.rowsAreObserved = rowsAreObserved
    }

    /// The context of the content of a scroll view showing `visible`, along `axis`: the visible
    /// rect is also the `.scrollView` coordinate space.
    func showing(_ visible: CGRect, along axis: Axis) -> PlacementContext {
        var inner = self
        inner.visibleRect = visible
        inner.namedSpaces[NamedCoordinateSpace.scrollViewName] = visible
        inner.namedSpaces[NamedCoordinateSpace.scrollViewName(axis: axis)] = visible
        return inner
    }

    /// The context of the subtree of a view that gives its content a container shape.
    func containing(_ container: ContainerShapeContext) -> PlacementContext {
        var inner = self
        inner.containerShape = container
        return inner
    }

    /// The context of the subtree of a view whose space is called `name`, placed at `frame`.
    func naming(_ name: AnyHashable, frame: CGRect) -> PlacementContext {
        var inner = self
        inner.namedSpaces[name] = frame
        return inner
    }

    /// The context of a placement that only looks for where `id` lies: nothing is visible,
    /// so lazy stacks build just the row with that identity.
    func searching(for id: AnyHashable, emptyAlong axis: Axis, of frame: CGRect) -> PlacementContext {
        var empty = frame.size
        empty[axis] = 0
        var search = self
        search.visibleRect = CGRect(origin: CGPoint(x: -1e9, y: -1e9), size: empty)
        search.scrollTargetID = id
        return search
    }

    /// The context children left unplaced (`RenderNode.placeFrameOnly`) are placed with when
    /// first needed, after placement is over: no scroll view is being placed by then.
    var afterPlacement: PlacementContext {
        var after = PlacementContext(scrollOverride: scrollOverride, rowsAreObserved: rowsAreObserved)
        after.layoutDirection = layoutDirection
        after.namedSpaces = namedSpaces
        after.containerShape = containerShape
        after.safeAreaLayers = safeAreaLayers
        return after
    }

    /// The context a node placed in `frame` places its children with.
    func placingChildren(of frame: CGRect) -> PlacementContext {
        var inner = self
        inner.mirroringFrame = layoutDirection == .rightToLeft ? frame : nil
        return inner
    }

    /// The context of the children of a node in `frame` whose environment sets `direction`.
    func laidOut(_ direction: LayoutDirection, in frame: CGRect) -> PlacementContext {
        var inner = self
        inner.layoutDirection = direction
        return inner.placingChildren(of: frame)
    }

    /// Where a child of `width` laid out left to right at `origin` goes: mirrored inside its
    /// parent's frame when the parent lays out right to left.
    func placedOrigin(_ origin: CGPoint, width: CGFloat) -> CGPoint {
        guard let parent = mirroringFrame else { return origin }
        return CGPoint(x: parent.minX + parent.maxX - origin.x - width, y: origin.y)
    }
}

/// Where a lazy stack found the view a scroll view looks for: the start and length along the
/// scroll axis, the start in root coordinates.
struct ScrollTargetLocation {
    var start: CGFloat
    var length: CGFloat
}
