import CoreTransferable
import Foundation
@testable import RowRaster
import Testing
import UniformTypeIdentifiers

/// Models declare how they transfer as they do for iOS, and the representations keep what the
/// app gave them. `NSItemProvider` serves back what is registered, so `onDrag` closures can be
/// tested.
@Suite struct TransferableTests {
    struct Recipe: Codable, Transferable {
        var name: String
        var photo: Data?

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .recipe)
            DataRepresentation(exportedContentType: .png) { recipe in recipe.photo ?? Data() }
                .exportingCondition { $0.photo != nil }
            ProxyRepresentation(exporting: \.name)
                .suggestedFileName { "\($0.name).txt" }
        }
    }

    @Test func aModelDeclaresItsRepresentationsInOrder() {
        let representations = Recipe.transferRepresentation
        #expect(String(describing: type(of: representations)).hasPrefix("TupleTransferRepresentation<"))
        let codable = CodableRepresentation<Recipe, JSONEncoder, JSONDecoder>(contentType: .recipe)
        #expect(codable.contentType.conforms(to: .json))
        let data = DataRepresentation<Recipe>(exportedContentType: .png) { _ in Data() }
        #expect(data.exportedContentType == .png && data.importedContentType == nil)
    }

    @Test func foundationValuesAreTransferable() {
        func contentType<T: Transferable>(_: T.Type) -> UTType? {
            (T.transferRepresentation as? DataRepresentation<T>)?.exportedContentType
        }
        #expect(contentType(String.self) == .utf8PlainText)
        #expect(contentType(URL.self) == .url)
        #expect(contentType(Data.self) == .data)
    }

    @Test func itemProvidersServeWhatIsRegistered() async throws {
        let provider = NSItemProvider(object: "Pancakes" as NSString)
        #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.canLoadObject(ofClass: NSString.self))

        let loaded: String? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: NSString.self) { object, _ in
                continuation.resume(returning: (object as? NSString).map { String($0) })
            }
        }
        #expect(loaded == "Pancakes")

        let failure: (any Error)? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, error in
                continuation.resume(returning: error)
            }
        }
        #expect(failure is ItemProviderError)
    }

    /// Drop handlers load bridged Swift values: `String.self` and `URL.self`.
    @Test func bridgedStringsAndURLsLoad() async throws {
        let text = NSItemProvider(object: "Pancakes" as NSString)
        let link = NSItemProvider(object: NSURL(string: "https://example.com/recipes/1")!)
        #expect(text.canLoadObject(ofClass: String.self) && !text.canLoadObject(ofClass: URL.self))
        #expect(link.canLoadObject(ofClass: URL.self))
        let string: String? = await withCheckedContinuation { continuation in
            text.loadObject(ofClass: String.self) { value, _ in continuation.resume(returning: value) }
        }
        let url: URL? = await withCheckedContinuation { continuation in
            link.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(string == "Pancakes")
        #expect(url?.absoluteString == "https://example.com/recipes/1")
    }

    @Test func fileProvidersAreTypedByExtension() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-provider-\(UUID().uuidString).json")
        try Data("{}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == [UTType.json.identifier])
        #expect(provider.suggestedName == url.lastPathComponent)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.json")) == nil)
    }
}

extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
}
