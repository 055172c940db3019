import Foundation
import RowRaster
import Testing
@testable import rowraster

/// The asset symbols written for an app folder: Xcode's names for its assets, and a source
/// that declares them.
@Suite struct AssetSymbolsTests {
    /// Names as they appear in asset catalogs, with the symbols Xcode's generated files give
    /// them.
    @Test(arguments: [
        ("AccentColor", "color", "accent"),
        ("Background", "color", "background"),
        ("Blue Theme", "color", "blueTheme"),
        ("TextPrimary", "color", "textPrimary"),
        ("diary-filled", "image", "diaryFilled"),
        ("app_logo", "image", "appLogo"),
        ("adult_products_image", "image", "adultProducts"),
        ("Initial-Image", "image", "initial"),
        ("Image", "image", "image"),
        ("welcomeVCimage", "image", "welcomeVCimage"),
        ("UAEFlag", "image", "uaeFlag"),
        ("ControlPanelSET", "image", "controlPanelSET"),
        ("MuseumMap-8k", "image", "museumMap8K"),
        ("myFirstFloor_v03-metric", "image", "myFirstFloorV03Metric"),
        ("A319neo", "image", "a319Neo"),
        ("A220-300", "image", "A_220_300"),
        ("TweedSampleTwo 1", "image", "tweedSampleTwo1"),
        ("1", "image", "_1"),
    ])
    func symbolNames(name: String, suffix: String, symbol: String) {
        #expect(AssetSymbols.symbol(for: name, droppingSuffix: suffix) == symbol)
    }

    @Test func sourceDeclaresResourcesAndLeavesOutTheAppsOwnMembers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetSymbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (set, contents) in [
            ("AccentColor.colorset", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.2","green":"0.4","blue":"0.8","alpha":"1"}}}]}"#),
            ("Brand Ink.colorset", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}]}"#),
            ("default.imageset", #"{"images":[{"idiom":"universal","filename":"a.png","scale":"1x"}]}"#),
        ] {
            let url = folder.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        // Only the file's presence is read here; nothing decodes it.
        try Data().write(to: folder.appendingPathComponent("default.imageset/a.png"))
        let symbols = AssetSymbols(catalogs: [try AssetCatalog(contentsOf: folder)])
        let declared = AssetSymbols.staticMembers(declaredIn: ["extension Color {\n    static let brandInk = Color.black\n}"])
        #expect(declared == ["brandInk"])
        #expect(symbols.source(leavingOut: declared).split(separator: "\n").filter { $0.hasPrefix("    ") } == [
            #"    static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#,
            #"    static let brandInk = ColorResource(name: "Brand Ink", bundle: resourceBundle)"#,
            #"    static let `default` = ImageResource(name: "default", bundle: resourceBundle)"#,
            "    static var accent: Color { Color(ColorResource.accent) }",
            "    static var accent: Color { Color(ColorResource.accent) }",
        ])
    }
}
