/// A key for a value a view passes to the custom layout that contains it, as SwiftUI's
/// `LayoutValueKey`. Set it with `layoutValue(key:value:)`, read it with `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}

nonisolated struct _LayoutValueModifier<K: LayoutValueKey>: NodeWrappingModifier {
    let value: K.Value

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        node.layoutValues[ObjectIdentifier(K.self)] = value
        return node
    }
}

nonisolated extension View {
    /// Gives the view a value its custom layout container can read through the key, as
    /// SwiftUI's `layoutValue(key:value:)`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
