nonisolated extension View {
    /// Runs `action` with the value `transform` makes of this view's geometry: once when the
    /// view is first laid out, then whenever the value changes.
    ///
    /// As on iOS, the first call happens before anything is drawn: a `@State` the action sets (a
    /// measured height that sizes a sibling) is already in the rendered image, the tree laid out
    /// again with it. The proxy gives the view's size, its frame in the render's coordinate
    /// spaces (`.global`, `.named`, `.scrollView`) and the safe area it reaches.
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and the new value `transform` makes of this view's geometry:
    /// once when the view is first laid out (the first value as both), then whenever the value
    /// changes. The first call happens inside the render, as in
    /// `onGeometryChange(for:of:action:)` with a one-value action.
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        observingGeometry(GeometryObservation(
            measure: { placed, _ in placed.proxy },
            value: { proxy in (proxy as? GeometryProxy).map(transform) },
            valueBeforeAppearing: nil,
            action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            }))
    }
}

extension ObservedPlacement {
    /// The proxy a `GeometryReader` of the same frame would get.
    var proxy: GeometryProxy {
        GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: placement.namedSpaces,
                      safeAreaInsets: placement.safeAreaInsets(of: frame))
    }
}
