import Foundation
import RowRasterGallery
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// One place sets a render's appearance: its variant names, and that a renderer's appearance
/// draws what the same environment values set on the view draw.
@MainActor
@Suite struct RenderAppearanceTests {
    @Test func variantNamesRoundTrip() {
        let cases: [(RenderAppearance, String)] = [
            (.standard, ""), (.rightToLeft, "rtl"), (.dynamicTypeSize(.xSmall), "xs"),
            (RenderAppearance(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft), "ax3.rtl"),
            (RenderAppearance(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar_EG")), "rtl.ar_EG"),
            (.dark, "dark"), (RenderAppearance(colorScheme: .dark, colorSchemeContrast: .increased), "dark.hc"),
            (RenderAppearance(colorSchemeContrast: .increased), "hc"),
            (RenderAppearance(colorScheme: .dark, dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft), "dark.ax3.rtl"),
        ]
        for (appearance, name) in cases {
            #expect(appearance.variantName == name)
            #expect(RenderAppearance(variantName: name) == appearance, "\(name)")
        }
        #expect(RenderAppearance(variantName: "standard") == .standard)
        #expect(RenderAppearance(variantName: "ax9") == nil)
        #expect(RenderAppearance(variantName: "rtl.nonsense_XX") == nil)
        #expect(RenderAppearance(variantName: "dim") == nil)
    }

    @Test func aRenderersAppearanceIsTheEnvironmentItSets() throws {
        let row = HStack { Text("12:30").font(.caption); Spacer(); Text("Inbox").font(.headline) }.frame(width: 300)
        let viaAppearance = ImageRenderer(content: row)
        viaAppearance.appearance = RenderAppearance(dynamicTypeSize: .xxLarge, layoutDirection: .rightToLeft)
        let viaEnvironment = ImageRenderer(content: row.dynamicTypeSize(.xxLarge).environment(\.layoutDirection, .rightToLeft))
        let standard = ImageRenderer(content: row)
        #expect(try viaAppearance.bitmap() == viaEnvironment.bitmap())
        #expect(try viaAppearance.bitmap() != standard.bitmap())
    }

    /// A scroll simulation in a larger text size builds fewer, taller rows.
    @Test func aSimulationsAppearanceReachesItsRows() throws {
        var simulation = ScrollSimulation(ContactsList(count: 300))
        simulation.script = .constantVelocity(pointsPerSecond: 1000, seconds: 0.5)
        let standard = try simulation.run()
        simulation.appearance = .dynamicTypeSize(.accessibility5)
        let larger = try simulation.run()
        #expect(standard.summary.rowsBuilt > 0)
        #expect(larger.summary.rowsBuilt < standard.summary.rowsBuilt)
    }
}
