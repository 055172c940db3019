/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry`: where its content is scrolled
/// to, how large the content and the scroll view are, and the insets around the content.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's point at the scroll view's top-leading corner. At the start of content
    /// inset by a bar or margins it is negative: minus the insets.
    public var contentOffset: CGPoint
    /// The size of all the content, scrolled or not, without its insets.
    public var contentSize: CGSize
    /// The insets around the content: the safe area the scroll view reaches and its content
    /// margins. Added to `contentSize`, they make the whole scrollable length.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself.
    public var containerSize: CGSize

    /// A geometry of these values, as a test or a preview describes a scroll view.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows, insets included, in the content's
    /// coordinates: the content offset and the container size.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rect less the content insets: the part of the content shown clear of bars
    /// and margins.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }
}

extension ScrollGeometry: CustomDebugStringConvertible {
    /// The four values, for logs.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
            + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

nonisolated extension View {
    /// Runs `action` with the old and the new value `transform` makes of the geometry of the
    /// scroll view this modifies (the first inside it): once when the scroll view is first laid
    /// out (the first value as both), then whenever the value changes.
    ///
    /// As on iOS, the first call reports the resting geometry before anything is drawn (the
    /// offset the scroll position or default anchor puts the content at, the content's size,
    /// the container's), and state it sets is drawn in the render. In a scroll simulation it
    /// runs again in each frame whose value differs.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        observingGeometry(GeometryObservation(
            measure: { _, node in ScrollNode.first(in: node)?.geometry },
            value: { geometry in (geometry as? ScrollGeometry).map(transform) },
            valueBeforeAppearing: nil,
            action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            }))
    }
}

extension ScrollNode {
    /// The outermost scroll view in `node`'s subtree, `node` included.
    static func first(in node: RenderNode) -> ScrollNode? {
        if let scroll = node as? ScrollNode { return scroll }
        for child in node.children {
            if let found = first(in: child) { return found }
        }
        return nil
    }
}
