import Foundation
import RowRaster
import RowRasterGallery
import Testing
@testable import rowraster

/// `rowraster gallery`: the scale is checked before it names a file, and fractional scales get
/// their own names.
@MainActor
@Suite struct GalleryCommandTests {
    @Test func scalesThatAreNotARenderableNumberAreRefusedBeforeAnythingIsWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for scale in ["nan", "inf", "-inf", "1e300", "0", "-2", "9"] {
            var command = try GalleryCommand.parse(["--scale=\(scale)", "--out", directory.path])
            await #expect { try await command.run() } throws: { "\($0)".contains("--scale") }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func aFractionalScaleIsNamedExactly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = try #require(Gallery.examples.first?.name)
        var command = try GalleryCommand.parse(["--scale", "2.5", "--out", directory.path, "--only", name])
        try await command.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains("\(name)@2.5x.png"))
        #expect(!files.contains { $0.hasSuffix("@2x.png") })
        #expect(ScaleSuffix.text(for: 3) == "@3x" && ScaleSuffix.text(for: 1.25) == "@1.25x")
    }

    /// `--only` picks by name without making the symbol sheet's pages unless a page could
    /// match: the same entries, in the same order, as filtering every example.
    @Test(arguments: [nil, "", "contact", "row", "symbol", "sheet", "symbol-sheet-1", "-1", "1", "t-", "e", "-", "zzzz"])
    func onlyPicksWhatFilteringEveryExamplePicks(text: String?) {
        let picked = Gallery.examples(whoseNamesContain: text).map(\.name)
        #expect(picked == Gallery.examples.filter { text == nil || $0.name.contains(text!) }.map(\.name))
        if text == "symbol-sheet-1" { #expect(picked.contains("symbol-sheet-1")) }
    }

    @Test func anOnlyThatMatchesNothingListsTheEntries() async throws {
        var command = try GalleryCommand.parse(["--only", "zzzz", "--out", "/nonexistent-rowraster-gallery"])
        await #expect { try await command.run() } throws: { error in
            "\(error)".contains("no gallery entry matches 'zzzz'") && Gallery.examples.allSatisfy { "\(error)".contains($0.name) }
        }
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-rowraster-gallery"))
    }

    /// `--variants` renders each entry in each appearance, named by its variant after the scale,
    /// with the same pixels as the view in that environment; an unknown name is refused first.
    @Test func variantsRenderEachAppearanceUnderItsName() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rowraster-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var bad = try GalleryCommand.parse(["--variants", "standard,huge", "--out", directory.path])
        await #expect { try await bad.run() } throws: { "\($0)".contains("'huge' is not an appearance") }
        #expect(!FileManager.default.fileExists(atPath: directory.path))

        let example = try #require(Gallery.examples.first { $0.name == "contact-row" })
        var command = try GalleryCommand.parse(["--only", "contact-row", "--variants", "standard,ax3.rtl,dark", "--out", directory.path])
        try await command.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["contact-row@3x.ax3.rtl.png", "contact-row@3x.dark.png", "contact-row@3x.png"])
        let dark = ImageRenderer(content: example.makeView())
        dark.scale = 3
        dark.proposedSize = example.proposal
        dark.appearance = .dark
        #expect(try Data(contentsOf: directory.appendingPathComponent("contact-row@3x.dark.png")) == dark.pngData())
        let reference = ImageRenderer(content: example.makeView().dynamicTypeSize(.accessibility3).environment(\.layoutDirection, .rightToLeft))
        reference.scale = 3
        reference.proposedSize = example.proposal
        #expect(try Data(contentsOf: directory.appendingPathComponent("contact-row@3x.ax3.rtl.png")) == reference.pngData())
    }
}
