import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

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
        #expect(catalog.imageNames == ["Icons/star", "avatar"])
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
