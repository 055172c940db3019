import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// The resources Xcode generates symbols for: `Image(.avatar)`, `Color(.brandBlue)` and the
/// controls that take an `ImageResource`, drawn as their named counterparts are.
@MainActor
@Suite(.serialized) struct AssetResourceTests {
    /// As Xcode generates them from the fixture catalog.
    private let avatar = ImageResource(name: "avatar", bundle: .main)
    private let brandBlue = ColorResource(name: "BrandBlue", bundle: .main)

    @Test func resourcesDrawAsTheirNames() throws {
        try AssetCatalogTests.withCatalog { () throws in
            #expect(try displayListDump(Image(avatar)) == displayListDump(Image("avatar")))
            let swatch = Color(brandBlue).frame(width: 10, height: 10)
            #expect(try displayListDump(swatch) == displayListDump(Color("BrandBlue").frame(width: 10, height: 10)))
            #expect(try layoutDump(Label("Profile", image: avatar)) == layoutDump(Label { Text("Profile") } icon: { Image("avatar") }))
            #expect(try layoutDump(Button("Profile", image: avatar) {}) == layoutDump(Button {} label: { Label("Profile", image: avatar) }))
            #expect(try layoutDump(Toggle("Profile", image: avatar, isOn: .constant(true)))
                    == layoutDump(Toggle(isOn: .constant(true)) { Label("Profile", image: avatar) }))
        }
    }

    @Test func pickersAndSourceTogglesTakeAnAssetImageLabel() throws {
        try AssetCatalogTests.withCatalog { () throws in
            let flavors = { ForEach(["Lime", "Mint"], id: \.self) { Text($0) } }
            #expect(try layoutDump(Picker("Flavor", image: avatar, selection: .constant("Lime"), content: flavors))
                    == layoutDump(Picker(selection: .constant("Lime"), content: flavors) { Label("Flavor", image: avatar) }))
            let title = "Flavor"
            #expect(try layoutDump(Picker(title, image: avatar, selection: .constant("Lime"), content: flavors))
                    == layoutDump(Picker(selection: .constant("Lime"), content: flavors) { Label("Flavor", image: avatar) }))
            let sources = [Binding.constant("Lime"), .constant("Lime")]
            #expect(try layoutDump(Picker("Flavor", image: avatar, sources: sources, selection: \.self, content: flavors))
                    == layoutDump(Picker(selection: .constant("Lime"), content: flavors) { Label("Flavor", image: avatar) }))
            let switches = [Binding.constant(true), .constant(true)]
            #expect(try layoutDump(Toggle("Profile", image: avatar, sources: switches, isOn: \.self))
                    == layoutDump(Toggle(isOn: .constant(true)) { Label("Profile", image: avatar) }))
            #expect(try layoutDump(Toggle(title, image: avatar, sources: switches, isOn: \.self))
                    == layoutDump(Toggle(isOn: .constant(true)) { Label("Flavor", image: avatar) }))
        }
    }

    @Test func aMissingResourceWarnsAsAMissingNameDoes() throws {
        try AssetCatalogTests.withCatalog { () throws in
            let missing = ImageResource(name: "nowhere", bundle: .main)
            #expect(try RenderPipeline.layOut(Image(missing), proposal: .unspecified, scale: 1).warnings.count == 1)
        }
    }
}
