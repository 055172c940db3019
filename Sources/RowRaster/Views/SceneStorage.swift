import Foundation

/// A value the system restores with the app's scene, as SwiftUI's `@SceneStorage`.
///
/// A render is a scene's first launch: nothing has been saved for it, so every property shows
/// its default (or nil). What the view's own code writes is kept like `@State`, across renders
/// of the view's identity; it is not shared with other views that use the same key, which on
/// iOS would see it only after the scene is restored.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// The value lives as a state of the view, so the graph keeps it between renders.
    let state: State<Value>

    init(startingWith value: Value) { state = State(wrappedValue: value) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage: StateLinking {
    package var storageObject: AnyObject { state.storageObject }

    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        state.link(to: storage, owner: owner, name: name)
    }
}

// SwiftUI's forms, one per kind of value a scene can save; each starts at its default.
extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(startingWith: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(startingWith: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(startingWith: wrappedValue)
    }
    /// A table's column customization: nobody has customized a first launch's columns.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String)
    where Value == TableColumnCustomization<RowValue> {
        self.init(startingWith: wrappedValue)
    }
    /// A tab view customization: nobody has customized a first launch's tabs.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(startingWith: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == Int? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == Double? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == String? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == URL? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == Date? { self.init(startingWith: nil) }
    public init(_ key: String) where Value == Data? { self.init(startingWith: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(startingWith: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(startingWith: nil) }
}
