// `@Bindable`, as SwiftUI's: bindings to the properties of an `@Observable` object that a view
// was handed (`@Bindable var note: Note`, then `TextField("Title", text: $note.title)`), or
// made inline (`@Bindable var model = model` inside `body`). Reads go through the object, so
// observation tracking sees them as it sees any other read.

import Observation

/// Makes bindings to the mutable properties of an `@Observable` object, as SwiftUI's `Bindable`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// This wrapper, whose dynamic members are bindings: `$note.title`.
    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
}

extension Bindable where Value: AnyObject {
    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] },
                       set: { object[keyPath: keyPath] = $0 },
                       location: BindableLocation(object: ObjectIdentifier(object), keyPath: keyPath))
    }
}

extension Bindable where Value: AnyObject & Observable {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

/// What a `Bindable`'s binding reads and writes: two bindings to the same property of the same
/// object compare equal, as `Binding`s to the same `@State` do.
private struct BindableLocation: Hashable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath
}
