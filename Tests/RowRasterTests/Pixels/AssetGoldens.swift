import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// A contact row drawn from an asset catalog: an image set and colour sets.
@MainActor
@Suite struct AssetGoldens {
    @Test func contactRowFromTheAssetCatalog() throws {
        let catalog = Bundle.module.url(forResource: "Assets", withExtension: "xcassets", subdirectory: "Fixtures")!
        ImageLibrary.shared.removeAll()
        defer { ImageLibrary.shared.removeAll() }
        try ImageLibrary.shared.register(assetCatalog: catalog)
        let view = HStack(spacing: 12) {
            Image("avatar").resizable().frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Brand colour from the catalog").font(.subheadline).foregroundStyle(Color("BrandBlue"))
            }
            Spacer()
            Image("Icons/star")
            Capsule().fill(Color("Sunset")).frame(width: 36, height: 20)
        }
        .padding(12)
        assertGolden(of: view, proposal: ProposedViewSize(width: 360, height: nil))
    }
}
