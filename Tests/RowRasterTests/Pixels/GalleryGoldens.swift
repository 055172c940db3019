import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// The gallery rows, as `rowraster gallery` renders them (390 points wide, scale 3), in light
/// and in dark mode.
@MainActor
@Suite struct GalleryGoldens {
    @Test(arguments: Gallery.examples.map(\.name))
    func example(_ name: String) throws {
        let example = try #require(Gallery.example(named: name))
        assertGolden(of: example.makeView(), named: name, proposal: example.proposal, appearances: [.standard, .dark])
    }
}
