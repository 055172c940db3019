/// A value a view owns, as SwiftUI's `@State`.
///
/// The storage lives in the view graph, keyed by the view's identity: a view evaluated again
/// (a later render, a row scrolled back into a lazy list) finds the value it had, and setting
/// it marks the view for evaluation with the property's name as the reason.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.canonical.value }
        nonmutating set { box.canonical.set(newValue) }
    }

    public var projectedValue: Binding<Value> {
        let storage = box.canonical
        return Binding(get: { storage.value }, set: { storage.set($0) }, location: ObjectIdentifier(storage))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A state's storage. A view value made for a new render has a fresh box; the graph links it
/// to the box of the first evaluation at that identity, which holds the value.
final class StateBox<Value> {
    var value: Value
    private var linked: StateBox<Value>?
    /// The view that owns the state, invalidated when the value is set.
    weak var owner: ViewRecord?
    var name = ""

    init(_ value: Value) { self.value = value }

    var canonical: StateBox<Value> { linked?.canonical ?? self }

    func set(_ newValue: Value) {
        value = newValue
        // Views (and their state) live on the main actor, as in SwiftUI.
        let owner = self.owner, name = self.name
        MainActor.assumeIsolated { owner?.invalidate(because: name) }
    }
}

/// A `@State` the graph can link to its persisted storage.
package protocol StateLinking: DynamicProperty {
    var storageObject: AnyObject { get }
    func link(to storage: AnyObject, owner: ViewRecord, name: String)
}

extension State: StateLinking {
    package var storageObject: AnyObject { box.canonical }

    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        guard let existing = storage as? StateBox<Value> else { return }
        if existing !== box { box.link(to: existing) }
        existing.owner = owner
        existing.name = name
    }
}

extension StateBox {
    fileprivate func link(to other: StateBox<Value>) { linked = other }
}

extension ViewRecord {
    /// Marks the view for evaluation in the next render because its state changed.
    package func invalidate(because property: String) {
        isInvalidated = true
        if !invalidatingProperties.contains(property) { invalidatingProperties.append(property) }
        // Its ancestors must not be reused whole, or the next render would never reach it.
        var ancestor = parent
        while let record = ancestor, !record.hasInvalidatedDescendant {
            record.hasInvalidatedDescendant = true
            ancestor = record.parent
        }
    }
}

/// A two-way connection to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// What the binding reads and writes, so two bindings to the same storage compare equal.
    package let location: AnyHashable?
    /// The transaction its changes are made in (`animation(_:)`, `transaction(_:)`).
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    package init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyHashable?) {
        getValue = get
        setValue = set
        self.location = location
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 },
                         location: location.map { AnyHashable([$0, AnyHashable(keyPath)]) })
    }
}

/// A binding's current value, seen through any binding.
protocol BindingReading: DynamicProperty {
    var currentValue: Any { get }
}

extension Binding: BindingReading {
    package var currentValue: Any { wrappedValue }
}

extension Binding: Equatable {
    /// Bindings are equal when they reach the same storage; a binding made from closures
    /// alone is only equal to itself when both have no location (it cannot be compared).
    public static func == (lhs: Binding<Value>, rhs: Binding<Value>) -> Bool {
        guard let left = lhs.location, let right = rhs.location else { return false }
        return left == right
    }
}
