/// The iOS 17 forms of `transaction` and `animation` that scope a transaction to part of a
/// view, and their modifier forms. A render draws states, not motion: the transaction changes
/// how a change would move, so the view is drawn as the body builds it.

nonisolated extension View {
    /// The view as `body` builds it from a placeholder for this view, with the changes inside
    /// run in the transaction `transform` makes (drawn at their final values).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }

    /// The view as `body` builds it from a placeholder for this view, with the changes inside
    /// animated by `animation` (drawn at their final values).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }

    /// Draws the view and its children as one group for geometry that animates: they move
    /// with the group rather than each from where it was. At rest nothing moves, so the view
    /// is drawn as it is.
    public func geometryGroup() -> some View { modifier(EmptyModifier()) }
}

extension ViewModifier {
    /// This modifier, with the changes it makes run in the transaction `transform` makes
    /// (drawn at their final values).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }

    /// This modifier, with the changes it makes animated by `animation` (drawn at their final
    /// values).
    public func animation(_ animation: Animation?) -> some ViewModifier { self }
}
