import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType` answers as the system's type database does for the types it declares:
/// identifiers, transitive conformance, filename extensions and MIME types both ways, and
/// dynamic types for tags nothing declares.
@Suite struct UniformTypeTests {
    @Test func declaredTypesConformThroughTheirSupertypes() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSubtype(of: .image))
        #expect(UTType.mpeg4Audio.supertypes.isSuperset(of: [.audio, .audiovisualContent, .data, .item]))
    }

    @Test func tagsMapBothWays() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(filenameExtension: "csv", conformingTo: .text) == .commaSeparatedText)
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.types(tag: "html", tagClass: .filenameExtension, conformingTo: .text) == [.html])
        // An extension that names an image does not answer for a text supertype.
        let dynamic = UTType(filenameExtension: "png", conformingTo: .text)
        #expect(dynamic != .png)
        #expect(dynamic?.isDynamic == true)
    }

    @Test func undeclaredTagsMakeDynamicTypesAndUnknownIdentifiersNone() throws {
        let type = try #require(UTType(filenameExtension: "rowraster"))
        #expect(type.isDynamic && !type.isDeclared)
        #expect(type.conforms(to: .data))
        #expect(type == UTType(filenameExtension: "ROWRASTER"))
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(tag: "x-unknown", tagClass: .mimeType, conformingTo: nil) == nil)
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType("public.png") == .png)
    }

    @Test func appDeclaredTypesKeepTheirParent() throws {
        let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(recipe.isDeclared && !recipe.isSystemDeclared && !recipe.isPublicType)
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text))
        #expect(recipe == UTType(importedAs: "com.example.recipe"))
        let decoded = try JSONDecoder().decode(UTType.self, from: JSONEncoder().encode(recipe))
        #expect(decoded == recipe && decoded.conforms(to: .json))
    }
}
