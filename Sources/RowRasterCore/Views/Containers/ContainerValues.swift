/// A key for a value a view gives the container that holds it, as SwiftUI's
/// `ContainerValueKey`. Declare values with `@Entry` in an extension of `ContainerValues`, or
/// by hand with a key and a property that reads `self[Key.self]`.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value a subview has when nothing set one.
    static var defaultValue: Value { get }
}

/// The values a view set for its container with `containerValue(_:_:)`, as SwiftUI's
/// `ContainerValues`: a custom container reads them through `Subview.containerValues` (or a
/// section's), a custom `Layout` through `LayoutSubview.containerValues`.
///
/// Only the view's direct container sees them: a value set on a view inside a stack belongs to
/// that stack's subview, not to the stack.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The view's `.tag(_:)`, which SwiftUI keeps among the container values.
    private var taggedValue: AnyHashable?

    package init() {}

    /// The value for `key`, or the key's default when the view set none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag if it is of type `type` (`.tag(_:)`), else nil.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        taggedValue?.base as? V
    }

    /// Whether the view is tagged with `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }

    /// Records the view's tag, which `.tag(_:)` sets.
    package mutating func setTag(_ tag: AnyHashable) {
        taggedValue = tag
    }
}

extension RenderNode {
    /// The container values of the view the node was made for. They ride in the layout values,
    /// under `ContainerValues`' own type, so every node that carries a child's layout values on
    /// (modifier nodes) carries its container values too, and a custom `Layout` reads both.
    package var containerValues: ContainerValues {
        get { layoutValues[ObjectIdentifier(ContainerValues.self)] as? ContainerValues ?? ContainerValues() }
        set { layoutValues[ObjectIdentifier(ContainerValues.self)] = newValue }
    }
}

/// Writes a container value on each of the views it modifies, as SwiftUI's
/// `_ContainerValueWritingModifier` (what `containerValue(_:_:)` applies).
nonisolated public struct _ContainerValueWritingModifier<Value>: NodeWrappingModifier {
    public var keyPath: WritableKeyPath<ContainerValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<ContainerValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// A `Section`'s container values are its own, beside its views'.
    package func writeSectionValues(into values: inout ContainerValues) {
        values[keyPath: keyPath] = value
    }

    @MainActor package func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        writeSectionValues(into: &node.containerValues)
        return node
    }
}

nonisolated extension View {
    /// Sets a container value for this view, which the container holding it reads through its
    /// subview's `containerValues`, as SwiftUI's `containerValue(_:_:)`. On a view that stands
    /// for several subviews (a `ForEach`, a `Group`) every one of them gets it; on a `Section`
    /// the section does too.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueWritingModifier(keyPath: keyPath, value: value))
    }
}

extension LayoutSubview {
    /// The container values the subview's view set (`containerValue(_:_:)`).
    public var containerValues: ContainerValues {
        values[ObjectIdentifier(ContainerValues.self)] as? ContainerValues ?? ContainerValues()
    }
}

extension LazyChildren {
    /// Writes what `modifier` gives a section into the sections among the children (not
    /// those nested deeper), as a modifier on a `Section` is on the section.
    mutating func writeSectionValues(with modifier: any NodeWrappingModifier) {
        for index in segments.indices {
            guard case .section(var section) = segments[index] else { continue }
            modifier.writeSectionValues(into: &section.containerValues)
            segments[index] = .section(section)
        }
    }
}
