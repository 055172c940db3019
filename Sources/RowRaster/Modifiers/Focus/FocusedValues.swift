/// Values published by the focused view, as SwiftUI's `FocusedValues`, `@FocusedValue`,
/// `@FocusedBinding` and `@FocusedObject`. Commands and detail panes read what the focused
/// view publishes; the first frame of a screen has no focused view, so in a render every
/// focused value reads nil, which is what such a view shows before anyone taps a field.

import Observation
import OpenCombine

/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view publishes, as SwiftUI's `FocusedValues`. Apps extend it with
/// computed properties over `subscript(_:)`; nothing is focused in a render, so every read
/// through a `@FocusedValue` is nil.
public struct FocusedValues: Sendable, Equatable {
    private var values: [ObjectIdentifier: UncheckedValue] = [:]

    init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue.map { UncheckedValue(value: $0) } }
    }

    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        lhs.values.keys == rhs.values.keys
    }

    /// A stored value; focused values are read and written on the main actor only.
    private struct UncheckedValue: @unchecked Sendable { let value: Any }
}

/// The value the focused view publishes under a key, as SwiftUI's `@FocusedValue`: nil in a
/// render, where nothing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>?

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    /// The focused view's `@Observable` object of this type (iOS 17).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { keyPath = nil }

    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes under a key, as SwiftUI's `@FocusedBinding`: nil in a
/// render, and writes go nowhere, as they do on iOS while nothing is focused.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// The `ObservableObject` the focused view publishes, as SwiftUI's `@FocusedObject`: nil in a render.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the object's properties, as SwiftUI's `FocusedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// Nil with nothing focused.
    public var projectedValue: Wrapper? { nil }
}

nonisolated extension View {
    /// Publishes `value` under `keyPath` while this view has focus; nothing has focus in a render.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        inert()
    }

    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        inert()
    }

    /// Publishes an `@Observable` object while this view has focus (iOS 17).
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { inert() }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        inert()
    }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        inert()
    }

    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { inert() }

    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { inert() }

    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { inert() }

    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { inert() }
}
