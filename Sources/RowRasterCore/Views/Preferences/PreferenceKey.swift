/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`.
///
/// A view sets a value with `preference(key:value:)`; an ancestor reads the value its subtree
/// produced with `overlayPreferenceValue(_:_:)`, `backgroundPreferenceValue(_:_:)` or
/// `onPreferenceChange(_:perform:)`. Siblings' values are combined with `reduce`, in tree order.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, for keys whose value is optional.
    public static var defaultValue: Value { nil }
}

nonisolated extension View {
    /// Sets `key`'s value for this view, replacing what its subtree set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: .set { _ in value }))
    }

    /// Changes the value of `key` that this view's subtree produced.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: .transform { value, _ in callback(&value) }))
    }

    /// Sets `key`'s value from an anchor on this view (its bounds, a point in it), which an
    /// ancestor resolves in its own space through `GeometryProxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: .set { frame in transform(value.anchor(in: frame)) }))
    }

    /// Changes the value of `key` that this view's subtree produced, with an anchor on this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: .transform { current, frame in transform(&current, value.anchor(in: frame)) }))
    }

    /// Layers a view made from the value of `key` that this view's subtree produced in front of
    /// it, sized to it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: alignment, isOverlay: true, transform: transform))
    }

    /// Layers a view made from the value of `key` that this view's subtree produced behind it,
    /// sized to it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: alignment, isOverlay: false, transform: transform))
    }

    /// Runs `action` with the value of `key` this view's subtree produces, once the subtree is
    /// laid out and again whenever the value changes. As on iOS, the action runs before the
    /// frame is drawn: state it sets (a measured height sizing a sibling) is already in the
    /// image of a single render, and in each frame of a scroll simulation.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        observingGeometry(GeometryObservation(
            measure: { _, subtree in PreferenceValues.value(of: K.self, in: subtree) ?? K.defaultValue },
            value: { $0 as? K.Value },
            valueBeforeAppearing: nil,
            action: { _, new in if let new = new as? K.Value { action(new) } }))
    }
}
