// The built-in representations: data, files, Codable values and proxies. Each keeps what the
// app gave it; the content types are what a share sheet or drop target would match on.

import Foundation
import OpenCombine
import UniformTypeIdentifiers

/// A value encoded with an encoder, as CoreTransferable's `CodableRepresentation`.
// `@unchecked`: the encoder and decoder are classes an app configures before handing them
// over; nothing here mutates them.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    /// The type the encoded data has.
    public let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Encodes with JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Encodes with the given encoder and decoder.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    public typealias Body = Never
}

/// A value converted to and from `Data`, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type the data is exported as, if the item exports.
    public let exportedContentType: UTType?
    /// The type the data is imported from, if the item imports.
    public let importedContentType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedContentType, importedContentType) = (contentType, contentType)
        (self.exporting, self.importing) = (exporting, importing)
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        (self.exportedContentType, importedContentType) = (exportedContentType, nil)
        (self.exporting, importing) = (exporting, nil)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedContentType, self.importedContentType) = (nil, importedContentType)
        (exporting, self.importing) = (nil, importing)
    }

    public typealias Body = Never
}

/// A file a representation hands over, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation receives, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A value converted to and from a file, as CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type the file is exported as, if the item exports.
    public let exportedContentType: UTType?
    /// The type the file is imported from, if the item imports.
    public let importedContentType: UTType?
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedContentType, importedContentType) = (contentType, contentType)
        (self.exporting, self.importing) = (exporting, importing)
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        (self.exportedContentType, importedContentType) = (exportedContentType, nil)
        (self.exporting, importing) = (exporting, nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedContentType, self.importedContentType) = (nil, importedContentType)
        (exporting, self.importing) = (nil, importing)
    }

    public typealias Body = Never
}

/// A value transferred as another transferable value, as CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        (exporting, self.importing) = (nil, importing)
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        (exporting, self.importing) = (nil, importing)
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        (self.exporting, importing) = (exporting, nil)
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        (self.exporting, importing) = (exporting, nil)
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        (self.exporting, self.importing) = (exporting, importing)
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        (self.exporting, self.importing) = (exporting, importing)
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        (self.exporting, self.importing) = (exporting, importing)
    }

    public typealias Body = Never
}
