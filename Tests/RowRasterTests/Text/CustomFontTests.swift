import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// An app's own fonts: registered by file, by directory or by a `ROWRASTER_FONTS` list, found by
/// family or PostScript name; an unregistered name draws the system font and warns. The "app
/// font" here is Noto Serif Display from fonts-noto-core, which the project's set does not load.
@MainActor
@Suite struct CustomFontTests {
    static let display = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Regular.ttf")
    static let displayBold = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Bold.ttf")

    @Test func anUnregisteredFontDrawsTheSystemFontAndWarns() throws {
        let text = Text("Brand").font(.custom("No Such Family", size: 17))
        let output = try RenderPipeline.layOut(text, proposal: .unspecified, scale: 3)
        #expect(output.warnings == [.missingFont(name: "No Such Family")])
        #expect(output.displayList.dump().contains("\"Brand\" Inter 17 w400"), "the system font")
        #expect(output.displayList.dump().contains("size (44.76 20.33)") || output.layoutDump.contains("20.33"),
                "with SF Pro's line height, as the system font has")
        #expect(RenderWarning.missingFont(name: "No Such Family").description.contains("drawn in the system font"))
    }

    @Test func aRegisteredFontIsFoundByFamilyAndByPostScriptName() throws {
        let families = try FontLibrary.shared.register(fontFile: Self.display)
        #expect(families == ["Noto Serif Display"])
        try FontLibrary.shared.register(fontFile: Self.displayBold)
        #expect(FontLibrary.shared.familyNames.contains("Noto Serif Display"))
        #expect(FontLibrary.shared.familyNames.contains("Inter"))

        let byFamily = try RenderPipeline.layOut(Text("Family").font(.custom("Noto Serif Display", size: 20)), proposal: .unspecified, scale: 3)
        #expect(byFamily.warnings.isEmpty)
        #expect(byFamily.displayList.dump().contains("\"Family\" Noto Serif Display 20 w400"))
        // A PostScript name is that face: its weight, unless the font sets one.
        let byPostScript = try displayListDump(Text("Face").font(.custom("NotoSerifDisplay-Bold", size: 20)))
        #expect(byPostScript.contains("\"Face\" Noto Serif Display 20 w700"))
        let overridden = try displayListDump(Text("Face").font(.custom("NotoSerifDisplay-Bold", size: 20).weight(.regular)))
        #expect(overridden.contains("\"Face\" Noto Serif Display 20 w400"))
        // A custom font keeps its own line height (taller than SF Pro's 1.1934 × 20 = 23.87).
        let frame = try #require(laidOutNodes(Text("Family").font(.custom("Noto Serif Display", size: 20)), scale: 3)
            .compactMap { $0 as? TextNode }.first).frame
        #expect(frame.height > 24.5)
    }

    @Test func registeringABadPathThrowsAndChangesNothing() throws {
        #expect(throws: RenderError.unreadableFile("/no/such/font.ttf", reason: "no such file")) {
            try FontLibrary.shared.register(fontFile: URL(fileURLWithPath: "/no/such/font.ttf"))
        }
        let png = try #require(Bundle.module.url(forResource: "rgba8", withExtension: "png", subdirectory: "Fixtures"))
        #expect(throws: RenderError.invalidFontFile(path: png.path)) { try FontLibrary.shared.register(fontFile: png) }
        #expect(throws: RenderError.self) { try FontLibrary.shared.register(list: "/no/such/dir/font.otf") }
    }

    @Test func aListRegistersFilesAndDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansDisplay-Regular.ttf"),
                                         to: directory.appendingPathComponent("NotoSansDisplay-Regular.ttf"))
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("README.txt"))
        let families = try FontLibrary.shared.register(list: "\(directory.path)::\(Self.display.path)")
        #expect(families == ["Noto Sans Display", "Noto Serif Display"])
        #expect(try displayListDump(Text("Sans").font(.custom("Noto Sans Display", size: 15))).contains("Noto Sans Display 15"))
        #expect(FontLibrary.shared.environmentError == nil, "ROWRASTER_FONTS is unset in the tests")
    }
}
