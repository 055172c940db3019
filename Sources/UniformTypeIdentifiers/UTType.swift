// `import UniformTypeIdentifiers` on Linux: the `UTType` value that file importers, drag and
// drop and `Transferable` name content types with. Apple's implementation asks the system's
// type database (Launch Services), which includes what apps declare in their Info.plist; here
// the database is the system's own declarations (DeclarationTable.swift), so a type an app
// declares for itself exists only as the value its `init(exportedAs:)` makes.

import Foundation

/// A uniform type identifier, as UniformTypeIdentifiers' `UTType`.
///
/// Two types are equal when their identifiers are; `conforms(to:)` follows the declared
/// supertypes transitively (`.png` conforms to `.image`, `.data` and `.item`).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// Supertypes given when the value was made (exported, imported and dynamic types); declared
    /// types find theirs in the table.
    private let givenSupertypes: [String]
    /// Where the type comes from, for `isDeclared` and `isDynamic`.
    private let origin: Origin

    private enum Origin: Hashable, Sendable, Codable { case system, app, dynamic }

    init(declared identifier: String) {
        self.init(identifier: identifier, supertypes: [], origin: .system)
    }

    private init(identifier: String, supertypes: [String], origin: Origin) {
        self.identifier = identifier
        self.givenSupertypes = supertypes
        self.origin = origin
    }

    /// The type with this identifier, or nil when the system does not know it.
    public init?(_ identifier: String) {
        guard declarations[identifier] != nil else { return nil }
        self.init(declared: identifier)
    }

    /// A type the app declares and owns (`UTExportedTypeDeclarations` in its Info.plist).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, supertypes: parentType.map { [$0.identifier] } ?? [], origin: .app)
    }

    /// A type another app owns and this app uses (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, supertypes: parentType.map { [$0.identifier] } ?? [], origin: .app)
    }

    /// The type a filename extension names among those conforming to `supertype`; for an
    /// extension nothing declares, a dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type a MIME type names among those conforming to `supertype`, or a dynamic one.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The first type a tag names among those conforming to `supertype` (any type when nil);
    /// when none does and `supertype` is given, a dynamic type for the tag. Nil for an empty
    /// tag, or when no supertype is given and nothing declares the tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else if let supertype {
            // Apple encodes the tag into a `dyn.` identifier; this spelling differs but keeps
            // the same promise: one identifier per tag, conforming to the supertype.
            self.init(identifier: "dyn.\(tagClass.rawValue).\(tag.lowercased())",
                      supertypes: [supertype.identifier], origin: .dynamic)
        } else {
            return nil
        }
    }

    /// Every declared type a tag names, among those conforming to `supertype` (all when nil).
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let needle = tag.lowercased()
        return declarations
            .filter { _, declaration in declaration.tags(of: tagClass).contains(needle) }
            .map { identifier, _ in UTType(declared: identifier) }
            .filter { type in supertype.map(type.conforms(to:)) ?? true }
            .sorted { $0.identifier < $1.identifier }
    }

    /// The tags that name this type, by class.
    public var tags: [UTTagClass: [String]] {
        guard let declaration = declarations[identifier] else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        for tagClass in [UTTagClass.filenameExtension, .mimeType] where !declaration.tags(of: tagClass).isEmpty {
            tags[tagClass] = declaration.tags(of: tagClass)
        }
        return tags
    }

    /// The extension files of this type usually have, such as `png`.
    public var preferredFilenameExtension: String? { declarations[identifier]?.filenameExtensions.first }

    /// The MIME type this type is usually sent as, such as `image/png`.
    public var preferredMIMEType: String? { declarations[identifier]?.mimeTypes.first }

    /// Whether the system or the app declares this type.
    public var isDeclared: Bool { origin != .dynamic }
    /// Whether this type was made for a tag no declared type claims.
    public var isDynamic: Bool { origin == .dynamic }
    /// Whether the system declares this type.
    public var isSystemDeclared: Bool { origin == .system }
    /// Whether the type's identifier is in the `public` domain.
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// The types this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = directSupertypes
        while let next = pending.popLast() {
            guard found.insert(UTType(declared: next)).inserted else { continue }
            pending += declarations[next]?.supertypes ?? []
        }
        return found
    }

    private var directSupertypes: [String] { givenSupertypes + (declarations[identifier]?.supertypes ?? []) }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one and is not it.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public var description: String { identifier }

    public var debugDescription: String { "\(identifier) (\(isDynamic ? "dynamic" : "declared"))" }
}

/// A kind of tag that names a type: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, such as `png`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types, such as `image/png`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension Declaration {
    func tags(of tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: filenameExtensions
        case .mimeType: mimeTypes
        default: []
        }
    }
}
