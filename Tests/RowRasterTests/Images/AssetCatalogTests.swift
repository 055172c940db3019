import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo
import RowRasterDisplay

/// Asset catalogs: image sets by scale, colour sets in every notation, namespaces, warnings
/// for missing names and typed errors for malformed `Contents.json` files.
@MainActor
@Suite struct AssetCatalogTests {
    static var catalogURL: URL {
        Bundle.module.url(forResource: "Assets", withExtension: "xcassets", subdirectory: "Fixtures")!
    }

    /// Runs `body` with the fixture catalog registered, and nothing else.
    static func withCatalog<T>(_ body: () throws -> T) throws -> T {
        ImageLibrary.shared.removeAll()
        defer { ImageLibrary.shared.removeAll() }
        try ImageLibrary.shared.register(assetCatalog: catalogURL)
        return try body()
    }

    @Test func catalogListsItsSetsWithNamespaces() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalogURL)
        #expect(catalog.imageNames == ["Icons/star", "avatar", "leaf", "ticket"])
        #expect(catalog.colorNames == ["BrandBlue", "Sunset"])
    }

    @Test func imageSetsPickTheScaleNearestTheRender() throws {
        try Self.withCatalog { () throws in
            // 60 px at 3x and 40 px at 2x are both 20 points.
            #expect(try frames(of: "Image", in: Image("avatar")) == [CGRect(x: 0, y: 0, width: 20, height: 20)])
            let at3 = try RenderPipeline.layOut(Image("avatar"), proposal: .unspecified, scale: 3).displayList.dump()
            let at2 = try RenderPipeline.layOut(Image("avatar"), proposal: .unspecified, scale: 2).displayList.dump()
            #expect(at3.hasPrefix("image(60x60 ") && at3.contains(" in 0 0 20 20 "))
            #expect(at2.hasPrefix("image(40x40 ") && at2.contains(" in 0 0 20 20 "))
            // Scale 1 is nearer 2x than 3x.
            #expect(try RenderPipeline.layOut(Image("avatar"), proposal: .unspecified, scale: 1).displayList.dump().hasPrefix("image(40x40 "))
            // A single-scale image is 1x; namespaced names include their folder.
            #expect(try frames(of: "Image", in: Image(decorative: "Icons/star", bundle: nil)) == [CGRect(x: 0, y: 0, width: 16, height: 16)])
            #expect(try RenderPipeline.layOut(Image("star"), proposal: .unspecified, scale: 1).warnings.count == 1)
        }
    }

    /// An SVG and a PDF image set: sized in points by the file, drawn at the render's scale.
    @Test func vectorImageSetsAreDrawnAtTheRendersScale() throws {
        try Self.withCatalog { () throws in
            // The SVG is 24×16 and the PDF page 20×10 points, at any scale.
            #expect(try frames(of: "Image", in: Image("leaf")) == [CGRect(x: 0, y: 0, width: 24, height: 16)])
            #expect(try frames(of: "Image", in: Image("ticket")) == [CGRect(x: 0, y: 0, width: 20, height: 10)])
            let at3 = try RenderPipeline.layOut(Image("leaf"), proposal: .unspecified, scale: 3).displayList.dump()
            let at2 = try RenderPipeline.layOut(Image("ticket"), proposal: .unspecified, scale: 2).displayList.dump()
            #expect(at3.hasPrefix("image(72x48 ") && at3.contains(" in 0 0 24 16 "))
            #expect(at2.hasPrefix("image(40x20 ") && at2.contains(" in 0 0 20 10 "))
        }
        // The pixels: the SVG's green square and blue circle, the PDF's red left half.
        let leaf = try ImageCache.shared.content(contentsOf: Self.catalogURL.appendingPathComponent("leaf.imageset/leaf.svg"),
                                                 vectorScale: 2).bitmap
        #expect(leaf.width == 48 && leaf.height == 32)
        #expect(pixel(leaf, 10, 10) == [0x34, 0xC7, 0x59, 255] && pixel(leaf, 36, 16) == [0x00, 0x7A, 0xFF, 255])
        #expect(pixel(leaf, 47, 0)[3] == 0)
        let ticket = try ImageCache.shared.content(contentsOf: Self.catalogURL.appendingPathComponent("ticket.imageset/ticket.pdf"),
                                                   vectorScale: 1).bitmap
        #expect(pixel(ticket, 2, 5) == [255, 0, 0, 255] && pixel(ticket, 15, 5)[3] == 0)
    }

    /// A vector file that cannot be read is a typed error naming it, not a trap.
    @Test func unreadableVectorFilesAreTypedErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("broken.svg", "<svg"), ("broken.pdf", "%PDF-1.4 nothing"), ("empty.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>")] {
            let file = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            #expect(throws: RenderError.self) { try VectorImageFile.bitmap(contentsOf: file, scale: 2) }
        }
        #expect(throws: RenderError.self) {
            try VectorImageFile.bitmap(contentsOf: Self.catalogURL.appendingPathComponent("leaf.imageset/leaf.svg"), scale: .nan)
        }
    }

    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.bytes[i..<i + 4])
    }

    @Test func colorSetsReadEveryComponentNotation() throws {
        try Self.withCatalog { () throws in
            #expect(Color("BrandBlue").description == "#1E64E6")
            // Display P3 (0.95, 0.4, 0.2) converted to sRGB and clipped to its gamut.
            #expect(Color("Sunset", bundle: nil).description == "#FF5917")
            #expect(try displayListDump(Rectangle().fill(Color("BrandBlue")).frame(width: 2, height: 2)) == "fill rect(0 0 2 2) #1E64E6")
        }
    }

    @Test func colourSetsAndImageSetsChooseTheirDarkAppearance() throws {
        try Self.withCatalog { () throws in
            let swatch = Rectangle().fill(Color("BrandBlue")).frame(width: 2, height: 2)
            #expect(try displayListDump(swatch.environment(\.colorScheme, .dark)) == "fill rect(0 0 2 2) #6699FF")
            // No high-contrast entry: increased contrast keeps each scheme's value.
            #expect(try displayListDump(swatch.environment(\.colorScheme, .dark).environment(\.colorSchemeContrast, .increased))
                    == "fill rect(0 0 2 2) #6699FF")
            let light = try displayListDump(Image("avatar"))
            let dark = try displayListDump(Image("avatar").environment(\.colorScheme, .dark))
            #expect(light != dark, "the avatar set has a dark image")
        }
    }

    @Test func componentNotations() throws {
        #expect(try AssetColorComponents.number("0x80", name: "red", isAlpha: false) == 128.0 / 255)
        #expect(try AssetColorComponents.number("255", name: "red", isAlpha: false) == 1)
        #expect(try AssetColorComponents.number("0.250", name: "red", isAlpha: false) == 0.25)
        #expect(try AssetColorComponents.number(0.5, name: "red", isAlpha: false) == 0.5)
        #expect(try AssetColorComponents.number("1", name: "alpha", isAlpha: true) == 1)
        #expect(throws: AssetColorComponents.Problem.self) { try AssetColorComponents.number("red", name: "red", isAlpha: false) }
        #expect(throws: AssetColorComponents.Problem.self) { try AssetColorComponents.number("300", name: "red", isAlpha: false) }
        // Pure P3 green is outside sRGB: clipped to (0, 1, 0) — extended keeps the negative red.
        let green = try AssetColorComponents.color(["color-space": "display-p3",
                                                    "components": ["red": "0", "green": "1.000", "blue": "0", "alpha": "1.000"]])
        #expect(green.hexDescription == "#00FF00")
        let extended = try AssetColorComponents.color(["color-space": "extended-display-p3",
                                                       "components": ["red": "0", "green": "1.000", "blue": "0", "alpha": "1.000"]])
        #expect(extended.red < 0)
    }

    @Test func missingAssetsAreWarningsAndStrictRendersThrow() throws {
        try Self.withCatalog { () throws in
            let row = HStack(spacing: 4) {
                Image("nope")
                Color("NoSuchColor").frame(width: 4, height: 4)
                Text("x")
            }
            let output = try RenderPipeline.layOut(row, proposal: .unspecified, scale: 1)
            #expect(output.warnings == [
                .missingImage(name: "nope", searched: [Self.catalogURL.path]),
                .missingColor(name: "NoSuchColor", searched: [Self.catalogURL.path]),
            ])
            #expect(output.warnings[0].description.contains("No image named \"nope\""))
            // The missing image keeps its place in the stack with zero size.
            let image = try frames(of: "Image", in: row)
            #expect(image.count == 1 && image[0].size == .zero && image[0].minX == 0)
            #expect(try frames(of: "Color", in: row).first?.minX == 4)
            let renderer = ImageRenderer(content: row)
            _ = try renderer.bitmap()
            #expect(renderer.warnings.count == 2)
            // Rendering again reuses the unchanged views and still lists their warnings.
            _ = try renderer.bitmap()
            #expect(renderer.warnings.count == 2)
            renderer.treatsWarningsAsErrors = true
            #expect(throws: RenderError.imageNotFound(name: "nope", searched: [Self.catalogURL.path])) { try renderer.bitmap() }
        }
    }

    @Test func catalogsListedInTheEnvironmentVariableAreRegisteredOnFirstUse() throws {
        ImageLibrary.shared.removeAll()
        setenv(ImageLibrary.environmentVariable, "/nonexistent/Other.xcassets-missing:" + Self.catalogURL.path, 1)
        defer {
            unsetenv(ImageLibrary.environmentVariable)
            ImageLibrary.shared.removeAll()
        }
        // A path that is neither a catalog nor a folder is searched as a (missing) directory.
        #expect(Color("BrandBlue").description == "#1E64E6")
        #expect(try frames(of: "Image", in: Image("avatar")) == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test func malformedContentsJSONIsATypedErrorNamingTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-assets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        func catalog(_ folder: String, _ json: String) throws -> URL {
            let catalog = root.appendingPathComponent("\(UUID()).xcassets")
            let set = catalog.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
            return catalog
        }
        let cases: [(String, String, String)] = [
            ("Bad.colorset", "{ not json", "it is not JSON"),
            ("Bad.colorset", #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "x", "green": "0", "blue": "0"}}}]}"#, "\"red\""),
            ("Bad.colorset", #"{"colors": [{"color": {"color-space": "cmyk", "components": {}}}]}"#, "cmyk"),
            ("Bad.imageset", #"{"images": [{"filename": "a.png", "scale": "4x"}]}"#, "4x"),
            ("Bad.imageset", #"{"images": [{"filename": "missing.png", "scale": "2x"}]}"#, "missing.png"),
            ("Bad.imageset", #"{"images": 3}"#, "\"images\""),
        ]
        for (folder, json, fragment) in cases {
            let url = try catalog(folder, json)
            let contents = url.appendingPathComponent(folder).appendingPathComponent("Contents.json").path
            #expect {
                try ImageLibrary.shared.register(assetCatalog: url)
            } throws: { error in
                guard case .invalidAssetCatalog(let path, let reason)? = error as? RenderError else { return false }
                return path == contents && reason.contains(fragment) && "\(error)".contains(contents)
            }
        }
        ImageLibrary.shared.removeAll()
        #expect(throws: RenderError.self) { try AssetCatalog(contentsOf: root.appendingPathComponent("absent.xcassets")) }
    }
}
