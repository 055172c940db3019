import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// The gallery rows, as `rowraster gallery` renders them (390 points wide, scale 3), in light
/// and in dark mode; the pages of every symbol in light only (the rendering-mode sheets
/// check symbols in dark), to keep the goldens' size in check.
@MainActor
@Suite struct GalleryGoldens {
    @Test(arguments: Gallery.examples.map(\.name))
    func example(_ name: String) throws {
        let example = try #require(Gallery.example(named: name))
        let appearances: [RenderAppearance] = name.hasPrefix("symbol-sheet-") ? [.standard] : [.standard, .dark]
        assertGolden(of: example.makeView(), named: name, proposal: example.proposal, appearances: appearances)
    }
}
