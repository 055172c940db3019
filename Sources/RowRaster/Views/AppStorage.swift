import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`.
///
/// Every read asks the store, so a render draws what the defaults hold (the default value when
/// the key is absent); a write stores the value and, like `@State`, marks the view that owns
/// the property for evaluation, the property's name being the reason. The store is `store`,
/// else the one `defaultAppStorage(_:)` set around the view, else `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let connection = AppStorageLink()
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    init(key: String, defaultValue: Value, store: UserDefaults?,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
        self.write = write
    }

    var resolvedStore: UserDefaults { store ?? connection.environmentStore ?? .standard }

    public var wrappedValue: Value {
        get { read(resolvedStore, key) ?? defaultValue }
        nonmutating set {
            write(resolvedStore, key, newValue)
            connection.canonical.changed()
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 },
                       location: AnyHashable(AppStorageLocation(store: ObjectIdentifier(resolvedStore), key: key)))
    }
}

/// What an app-storage binding reaches: one key of one store.
private struct AppStorageLocation: Hashable {
    let store: ObjectIdentifier
    let key: String
}

/// Ties a property to the view that owns it (through the first evaluation's link, for
/// invalidation) and holds the store the environment gave this view value.
final class AppStorageLink {
    weak var owner: ViewRecord?
    var name = ""
    var environmentStore: UserDefaults?
    private var linked: AppStorageLink?

    var canonical: AppStorageLink { linked?.canonical ?? self }

    func link(to other: AppStorageLink) { if other !== self { linked = other } }

    func changed() {
        let owner = self.owner, name = self.name
        MainActor.assumeIsolated { owner?.invalidate(because: name) }
    }
}

extension AppStorage: StateLinking, EnvironmentInstalling {
    package var storageObject: AnyObject { connection.canonical }

    package func link(to storage: AnyObject, owner: ViewRecord, name: String) {
        guard let existing = storage as? AppStorageLink else { return }
        connection.link(to: existing)
        existing.owner = owner
        existing.name = name
    }

    package func install(_ environment: EnvironmentValues) {
        connection.environmentStore = environment.defaultAppStorage
    }
}

/// A property-list value read back as `T`, nil when absent or of another type (then the
/// default is used, as on iOS).
private func plistValue<T>(_ store: UserDefaults, _ key: String) -> T? { store.object(forKey: key) as? T }

private func storePlist<T>(_ store: UserDefaults, _ key: String, _ value: T) { store.set(value, forKey: key) }

/// An optional's write: nil removes the key.
private func storeOptional<T>(_ write: @escaping (UserDefaults, String, T) -> Void) -> (UserDefaults, String, T?) -> Void {
    { store, key, value in
        if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
    }
}

private func readURL(_ store: UserDefaults, _ key: String) -> URL? { store.object(forKey: key) == nil ? nil : store.url(forKey: key) }
private func storeURL(_ store: UserDefaults, _ key: String, _ value: URL) { store.set(value, forKey: key) }

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: readURL, write: storeURL)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    /// A date, stored as a property-list date (iOS 18).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: plistValue, write: storePlist)
    }

    /// A value SwiftUI stores as JSON data (a tab or table customization); data that does not
    /// decode reads as the default.
    init(codable defaultValue: Value, _ key: String, store: UserDefaults?) where Value: Codable {
        self.init(key: key, defaultValue: defaultValue, store: store,
                  read: { store, key in store.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } },
                  write: { store, key, value in store.set(try? JSONEncoder().encode(value), forKey: key) })
    }

    /// An enumeration stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { store, key in (plistValue(store, key) as Int?).flatMap(Value.init(rawValue:)) },
                  write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }

    /// An enumeration stored as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { store, key in (plistValue(store, key) as String?).flatMap(Value.init(rawValue:)) },
                  write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as Bool? }, write: storeOptional(storePlist))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as Int? }, write: storeOptional(storePlist))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as Double? }, write: storeOptional(storePlist))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as String? }, write: storeOptional(storePlist))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: { readURL($0, $1) }, write: storeOptional(storeURL))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as Data? }, write: storeOptional(storePlist))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, read: { plistValue($0, $1) as Date? }, write: storeOptional(storePlist))
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { store, key in (plistValue(store, key) as Int?).flatMap(R.init(rawValue:)) },
                  write: storeOptional { store, key, value in store.set(value.rawValue, forKey: key) })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store,
                  read: { store, key in (plistValue(store, key) as String?).flatMap(R.init(rawValue:)) },
                  write: storeOptional { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use inside; nil means `.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The store `@AppStorage` properties inside use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
