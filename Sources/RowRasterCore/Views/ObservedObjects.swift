import Observation
import OpenCombine

/// `ObservableObject` models, as SwiftUI apps observe them: any `@Published` change (any
/// `objectWillChange`) invalidates every view that holds the object, whichever property
/// each view reads, the reason being the property that holds it (`@model`).

/// A model a view owns, made once per identity, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    public var wrappedValue: ObjectType { box.canonical.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// A state object's storage: the first box at an identity makes the object; later view
/// values link to it, and their own thunks never run.
final class StateObjectBox<ObjectType: ObservableObject> {
    private let thunk: () -> ObjectType
    private var made: ObjectType?
    private var linked: StateObjectBox<ObjectType>?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var canonical: StateObjectBox<ObjectType> { linked?.canonical ?? self }

    var object: ObjectType {
        if let made { return made }
        let object = thunk()
        made = object
        return object
    }

    func link(to other: StateObjectBox<ObjectType>) { if other !== self { linked = other } }
}

/// A model a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the model's properties: `$model.query`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A model an ancestor provided with `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            // The graph checks for the object before the body runs and fails the render with
            // `RenderError.missingEnvironmentObject`; only a read outside a render gets here.
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found: provide one with .environmentObject(_:)")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the provided model's properties: `$model.query`, as SwiftUI's
    /// `EnvironmentObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes `keyPath` of the model.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }
}

final class EnvironmentObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
}

struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Provides `object` to every `@Environment(T.self)` inside, as SwiftUI's `environment(_:)`
    /// for `@Observable` objects; nil removes one an ancestor provided.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.self) { $0[T.self] = object }
    }

    /// Provides `object` to every `@EnvironmentObject` of its type inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.self) { $0[environmentObject: T.self] = object }
    }
}

extension EnvironmentValues {
    subscript<T: ObservableObject>(environmentObject type: T.Type) -> T? {
        get { self[EnvironmentObjectKey<T>.self] }
        set { self[EnvironmentObjectKey<T>.self] = newValue }
    }
}

// MARK: Connecting them to the graph

/// Properties that subscribe their view's record to a model.
protocol ObjectObserving: DynamicProperty {
    /// The object observed, or nil when there is none (a missing environment object).
    var observedObject: AnyObject? { get }
    var objectTypeName: String { get }
    /// Subscribes `record` to the object's changes (once per object).
    @MainActor func observe(for record: ViewRecord, name: String)
}

/// A subscription a record holds, with the object it is to.
final class ObjectSubscription {
    let object: ObjectIdentifier
    let cancellable: AnyCancellable

    init(object: ObjectIdentifier, cancellable: AnyCancellable) {
        self.object = object
        self.cancellable = cancellable
    }
}

extension ObservableObject {
    /// Subscribes `record` to this object's `objectWillChange` unless it already is.
    @MainActor
    func subscribe(_ record: ViewRecord, name: String) {
        let id = ObjectIdentifier(self)
        if let existing = record.subscriptions[name], existing.object == id { return }
        let target = RecordReference(record)
        let cancellable = objectWillChange.sink { _ in target.invalidate(because: name) }
        record.subscriptions[name] = ObjectSubscription(object: id, cancellable: AnyCancellable(cancellable))
    }
}

extension ObservedObject: ObjectObserving {
    package var objectTypeName: String { "\(ObjectType.self)" }
    package var observedObject: AnyObject? { wrappedValue }
    package func observe(for record: ViewRecord, name: String) { wrappedValue.subscribe(record, name: name) }
}

extension StateObject: ObjectObserving, StateLinking {
    package var objectTypeName: String { "\(ObjectType.self)" }
    package var observedObject: AnyObject? { box.canonical.object }
    package func observe(for record: ViewRecord, name: String) { box.canonical.object.subscribe(record, name: name) }

    package var storageObject: AnyObject { box.canonical }
    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        guard let existing = storage as? StateObjectBox<ObjectType> else { return }
        box.link(to: existing)
    }
}

extension EnvironmentObject: ObjectObserving, EnvironmentInstalling {
    package var objectTypeName: String { "\(ObjectType.self)" }
    package var observedObject: AnyObject? { box.object }
    package func observe(for record: ViewRecord, name: String) { box.object?.subscribe(record, name: name) }
    package func install(_ environment: EnvironmentValues) { box.object = environment[environmentObject: ObjectType.self] }
}
