import Observation
/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow from a view down to everything inside it (font, foreground style, …).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the values are `Any`, and are read and written on the main actor
    // only, during evaluation; SwiftUI's EnvironmentValues is Sendable on the same terms.
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: for an optional value, `nil as? Value` would succeed as nil and
            // hide a default that is not nil (`horizontalSizeClass` defaults to `.compact`).
            guard let stored = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }

    /// Whether both hold the same values (each compared as Equatable; a value that cannot be
    /// compared counts as different), so a view's earlier body output can be reused.
    func isEquivalent(to other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], ValueComparison.areEqual(value, otherValue) == true else { return false }
        }
        return true
    }
}

/// A property that reads an environment value, as SwiftUI's `@Environment`: a value by key
/// path, or an `@Observable` object an ancestor provided with `.environment(_:)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value; nil only for a required object no ancestor provided.
    let read: (EnvironmentValues) -> Value?
    /// The type of a required `@Observable` object (`@Environment(Model.self)`), for the error
    /// a render reports when it is missing.
    let requiredObjectName: String?
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredObjectName = nil
    }

    /// The `@Observable` object of this type an ancestor provided; a render fails with
    /// `RenderError.missingObservableObject` when none did, as iOS stops with a fatal error.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[objectType] }
        requiredObjectName = "\(Value.self)"
    }

    /// The `@Observable` object of this type an ancestor provided, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[objectType] }
        requiredObjectName = nil
    }

    public var wrappedValue: Value {
        if let value = box.value { return value }
        // Read outside a render (for example in a test), the default environment answers.
        guard let value = read(EnvironmentValues()) else {
            // The graph checks for the object before the body runs and fails the render with
            // `RenderError.missingObservableObject`; only a read outside a render gets here.
            preconditionFailure("No Observable object of type \(requiredObjectName ?? "\(Value.self)") found: provide one with .environment(_:)")
        }
        return value
    }

    /// The type of the required object this property lacks after `install`, if it does.
    var missingObjectName: String? { box.value == nil ? requiredObjectName : nil }
}

/// An `@Environment` property that may require an object an ancestor must provide.
protocol RequiredObjectReading {
    var missingObjectName: String? { get }
}

extension Environment: RequiredObjectReading {}

final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: EnvironmentInstalling {
    package func install(_ environment: EnvironmentValues) {
        box.value = read(environment)
    }
}

/// The key an `@Observable` object is provided under: its type.
private struct ObservableObjectKey<Object: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The `@Observable` object of `objectType` an ancestor provided with `.environment(_:)`.
    public subscript<T: AnyObject & Observable>(objectType: T.Type) -> T? {
        get { self[ObservableObjectKey<T>.self] }
        set { self[ObservableObjectKey<T>.self] = newValue }
    }
}

/// A stored property that RowRaster updates before it evaluates the view's body.
public protocol DynamicProperty {}

package protocol EnvironmentInstalling: DynamicProperty {
    func install(_ environment: EnvironmentValues)
}

/// Finds a view's dynamic properties by reflection and connects them to the graph: state to
/// its persisted storage, environment properties to this evaluation's environment. Types
/// without any are remembered, so they pay for reflection once.
///
/// Each property is first asked whether it is a `DynamicProperty`, which the protocols below
/// all refine: the first time a type is checked against a protocol, the Swift runtime reads
/// every conformance record of the process (about 100,000 instructions), so a plain property
/// (a String, a Color) costs one such scan, not one per protocol.
@MainActor
package enum DynamicProperties {
    private static var typesWithout: Set<ObjectIdentifier> = []

    /// Types stored properties often have that are no dynamic property, known by identity. The
    /// first `is any DynamicProperty` of a type (or `as? any ObjectObserving`, asked when a view
    /// is compared) makes the runtime read every conformance record: 4 of the 61 lookups of
    /// one row in a fresh process were such questions (`String`, `Double` and `Bool` among them).
    nonisolated static let plainTypes: Set<ObjectIdentifier> = Set(([
        String.self, Substring.self, Bool.self, Int.self, Double.self, Float.self, CGFloat.self,
        Date.self, URL.self, UUID.self, Color.self, Font.self, Image.self, Text.self, LocalizedStringKey.self,
    ] as [Any.Type]).map(ObjectIdentifier.init))

    /// Whether a stored property's value is of a type that cannot be a dynamic property.
    nonisolated static func isPlain(_ value: Any) -> Bool {
        plainTypes.contains(ObjectIdentifier(type(of: value)))
    }

    /// Whether a stored property's value is a `DynamicProperty`.
    nonisolated static func isDynamicProperty(_ value: Any) -> Bool {
        !isPlain(value) && value is any DynamicProperty
    }

    package static func install<V>(in view: V, environment: EnvironmentValues) {
        let type = ObjectIdentifier(V.self)
        if typesWithout.contains(type) { return }
        var found = false
        for child in Mirror(reflecting: view).children where isDynamicProperty(child.value) {
            found = true
            if let property = child.value as? any EnvironmentInstalling { property.install(environment) }
        }
        if !found { typesWithout.insert(type) }
    }

    /// A model a view reads that no ancestor provided.
    enum MissingObject {
        /// An `ObservableObject` read with `@EnvironmentObject`.
        case observableObject(String)
        /// An `@Observable` object read with `@Environment(Type.self)`.
        case observable(String)
    }

    /// Subscribes `record` to the models `view` observes (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`); the model no ancestor provided, if any. (`@Observable` objects
    /// need no subscription: observation tracking sees the body's reads.)
    static func observe<V>(_ view: V, record: ViewRecord) -> MissingObject? {
        if typesWithout.contains(ObjectIdentifier(V.self)) { return nil }
        var missing: MissingObject?
        for child in Mirror(reflecting: view).children where isDynamicProperty(child.value) {
            if let reading = child.value as? any RequiredObjectReading, let name = reading.missingObjectName {
                missing = .observable(name)
                continue
            }
            guard let observing = child.value as? any ObjectObserving else { continue }
            guard observing.observedObject != nil else {
                missing = .observableObject(observing.objectTypeName)
                continue
            }
            observing.observe(for: record, name: ValueComparison.displayName(child.label))
        }
        return missing
    }

    /// The values `view`'s bindings give now, by property name: kept with its evaluation, so
    /// the next render can tell whether what a binding reaches changed (the binding itself, a
    /// pair of closures, cannot say).
    static func bindingValues<V>(of view: V) -> [String: Any] {
        if typesWithout.contains(ObjectIdentifier(V.self)) { return [:] }
        var values: [String: Any] = [:]
        for child in Mirror(reflecting: view).children where isDynamicProperty(child.value) {
            if let binding = child.value as? any BindingReading { values[ValueComparison.displayName(child.label)] = binding.currentValue }
        }
        return values
    }

    /// The bindings of `view` whose values differ from those its last evaluation saw.
    static func changedBindings<V>(of view: V, since seen: [String: Any]) -> [String] {
        bindingValues(of: view).compactMap { name, value in
            guard let old = seen[name], ValueComparison.areEqual(old, value) == true else { return name }
            return nil
        }.sorted()
    }

    /// Links each `@State` of `view` to the storage its identity had (or records it, the first time).
    static func link<V>(_ view: V, to record: ViewRecord) {
        if typesWithout.contains(ObjectIdentifier(V.self)) { return }
        for child in Mirror(reflecting: view).children where isDynamicProperty(child.value) {
            guard let state = child.value as? any StateLinking else { continue }
            let name = ValueComparison.displayName(child.label)
            let storage = record.states[name] ?? state.storageObject
            record.states[name] = storage
            state.link(to: storage, owner: record, name: name)
        }
    }
}
