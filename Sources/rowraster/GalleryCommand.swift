import ArgumentParser
import Foundation
import RowRaster
import RowRasterGallery

struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the built-in example rows to PNG files.")

    @Option(help: "Directory to write the PNGs into.")
    var out = "output/gallery"

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(help: "Render only the examples whose names contain this text.")
    var only: String?

    @Option(help: "Appearances to render each example in, comma-separated variant names: standard, dark, hc (increased contrast), rtl, a Dynamic Type size (xs, s, m, xl, xxl, xxxl, ax1 … ax5), a locale, or dotted combinations such as dark.ax3.rtl. Files are named NAME@3x[.VARIANT].png.")
    var variants = "standard"

    @MainActor
    mutating func run() async throws {
        // Checked before anything is named or written: the scale is part of every file name.
        guard (try? RenderScale(scale)) != nil else {
            throw ValidationError("--scale must be a number of pixels per point above 0 and at most \(Int(RenderScale.maximum)), not \(scale)")
        }
        let appearances: [RenderAppearance]
        do { appearances = try RenderAppearance.appearances(variantList: variants) } catch { throw ValidationError(error.description) }
        let examples = Gallery.examples(whoseNamesContain: only)
        if let only, examples.isEmpty {
            throw ValidationError("no gallery entry matches '\(only)'; the entries are: \(Gallery.examples.map(\.name).joined(separator: ", "))")
        }
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create \(out): \(error.localizedDescription)")
        }
        for example in examples {
            for appearance in appearances {
                try render(example, in: appearance, to: directory)
            }
        }
    }

    @MainActor
    private func render(_ example: GalleryExample, in appearance: RenderAppearance, to directory: URL) throws {
        let renderer = ImageRenderer(content: example.makeView())
        renderer.scale = CGFloat(scale)
        renderer.proposedSize = example.proposal
        renderer.appearance = appearance
        let variant = appearance.variantName.isEmpty ? "" : "." + appearance.variantName
        let url = directory.appendingPathComponent(example.name + ScaleSuffix.text(for: CGFloat(scale)) + variant + ".png")
        try renderer.write(to: url)
        print("wrote \(url.path)  (\(example.summary)\(variant.isEmpty ? "" : ", " + appearance.description))")
        // Missing assets (ROWRASTER_ASSETS names the catalogs) drew nothing: say so.
        for warning in renderer.warnings {
            FileHandle.standardError.write(Data("\(example.name): \(warning)\n".utf8))
        }
    }
}
