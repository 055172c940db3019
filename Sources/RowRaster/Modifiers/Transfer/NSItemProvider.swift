// `NSItemProvider`, which Foundation declares on Apple's platforms and swift-corelibs-foundation
// does not: the container that `onDrag` hands out and `onDrop` receives. A render never drags
// or drops, but rows build providers in their `onDrag` closures and a test may call them, so
// this one keeps what is registered and serves it back, in the order registered.

import Foundation
import UniformTypeIdentifiers

/// A value an `NSItemProvider` can be made from, as Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The object's data as `typeIdentifier`.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data
}

/// A value an `NSItemProvider` can load, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the type can be read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// The object read from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why an item provider could not serve a load.
public enum ItemProviderError: Error, Sendable {
    /// Nothing registered conforms to the type asked for.
    case noRepresentation(typeIdentifier: String)
}

/// Data an app offers for a drag, by type, as Foundation's `NSItemProvider`.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private var representations: [(typeIdentifier: String, load: @Sendable () throws -> Data)] = []
    private let lock = NSLock()
    /// The file name a receiver that saves the item should use.
    open var suggestedName: String?

    public override init() {}

    /// A provider for `object`, registered as each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider for the file at `fileURL`, typed by its extension; nil when it is not a file URL.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            completion(try? Data(contentsOf: fileURL), nil)
            return nil
        }
        suggestedName = fileURL.lastPathComponent
    }

    /// Who may receive a representation, as Foundation's `NSItemProviderRepresentationVisibility`.
    public enum RepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

    /// Registers `object` as each type it can be written as.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
        let box = UncheckedBox(object)
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            append(identifier) { try box.value.itemProviderData(forTypeIdentifier: identifier) }
        }
    }

    /// Registers data of `typeIdentifier` that `loadHandler` produces when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: RepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        append(typeIdentifier) {
            let result = ResultBox()
            _ = loadHandler { data, error in result.set(data, error) }
            return try result.get(typeIdentifier)
        }
    }

    /// The identifiers registered, in the order registered.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// Whether something registered is, or conforms to, `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether an object of `aClass` can be loaded from what is registered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Loads the first registered data conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        guard let load = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier: typeIdentifier))
            return Progress(totalUnitCount: 1)
        }
        do { completionHandler(try load(), nil) } catch { completionHandler(nil, error) }
        return Progress(totalUnitCount: 1)
    }

    /// Loads an object of `aClass` from the first type it can read.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        for identifier in aClass.readableTypeIdentifiersForItemProvider {
            guard let load = representation(conformingTo: identifier) else { continue }
            do { completionHandler(try aClass.object(withItemProviderData: try load(), typeIdentifier: identifier), nil) }
            catch { completionHandler(nil, error) }
            return Progress(totalUnitCount: 1)
        }
        let wanted = aClass.readableTypeIdentifiersForItemProvider.first ?? UTType.data.identifier
        completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier: wanted))
        return Progress(totalUnitCount: 1)
    }

    // Swift's bridged forms, `loadObject(ofClass: String.self)` and `URL.self`, as drop
    // handlers write them (Foundation declares them for types bridged to a reading class).

    /// Whether a string can be loaded from what is registered.
    open func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

    /// Whether a URL can be loaded from what is registered.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool { canLoadObject(ofClass: NSURL.self) }

    /// Loads a string from the first text registered.
    @discardableResult
    open func loadObject(ofClass aClass: String.Type,
                         completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSString.self) { object, error in completionHandler((object as? NSString).map { String($0) }, error) }
    }

    /// Loads a URL from the first URL registered.
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type,
                         completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSURL.self) { object, error in completionHandler((object as? NSURL).map { $0 as URL }, error) }
    }

    private func append(_ typeIdentifier: String, load: @escaping @Sendable () throws -> Data) {
        lock.withLock { representations.append((typeIdentifier, load)) }
    }

    private func representation(conformingTo typeIdentifier: String) -> (@Sendable () throws -> Data)? {
        let wanted = UTType(typeIdentifier)
        return lock.withLock {
            representations.first { registered in
                registered.typeIdentifier == typeIdentifier
                    || wanted.map { UTType(registered.typeIdentifier)?.conforms(to: $0) ?? false } ?? false
            }?.load
        }
    }
}

/// Holds a non-Sendable object for a loader closure; providers are used from one thread at a time.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// What a load handler delivered, read back synchronously (handlers here call back at once).
private final class ResultBox: @unchecked Sendable {
    private var data: Data?
    private var error: (any Error)?
    func set(_ data: Data?, _ error: (any Error)?) { (self.data, self.error) = (data, error) }
    func get(_ typeIdentifier: String) throws -> Data {
        if let error { throw error }
        guard let data else { throw ItemProviderError.noRepresentation(typeIdentifier: typeIdentifier) }
        return data
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        Data((self as String).utf8)
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        // NSString's initialisers are not `required`, so the object is made as NSString and
        // handed back as the class asked for, which is NSString itself unless a subclass asks.
        guard let string = NSString(string: String(decoding: data, as: UTF8.self)) as? Self else {
            throw ItemProviderError.noRepresentation(typeIdentifier: typeIdentifier)
        }
        return string
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        Data(absoluteString.utf8)
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) as? Self else { throw TransferError.notAURL }
        return url
    }
}
