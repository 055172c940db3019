import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Hierarchical and semantic shape styles resolve to iOS's light-mode colours.
@MainActor
@Suite struct SemanticStyleTests {
    private func fill<S: ShapeStyle>(_ style: S) throws -> String {
        try displayListDump(Rectangle().fill(style).frame(width: 1, height: 1)).components(separatedBy: " ").last ?? ""
    }

    @Test func labelLevels() throws {
        #expect(try fill(.primary) == "#000000")
        #expect(try fill(.secondary) == "#3C3C4399")
        #expect(try fill(.tertiary) == "#3C3C434D")
        #expect(try fill(.quaternary) == "#3C3C432E")
        #expect(try fill(.quinary) == "#3C3C4314")
    }

    @Test func backgroundFillSeparatorAndPlaceholder() throws {
        #expect(try fill(.background) == "#FFFFFF")
        #expect(try fill(.background.secondary) == "#F2F2F7")
        #expect(try fill(.fill) == "#78788033")
        #expect(try fill(.fill.secondary) == "#78788029")
        #expect(try fill(.fill.tertiary) == "#7676801F")
        #expect(try fill(.fill.quaternary) == "#74748014")
        #expect(try fill(.separator) == "#3C3C434A")
        #expect(try fill(.placeholder) == "#3C3C434D")
        #expect(try fill(.tint) == "#007AFF")
        #expect(try fill(Color.accentColor) == "#007AFF")
    }

    /// A shape style of the app's own, which RowRaster cannot resolve, paints with the
    /// foreground style; inside `AnyShapeStyle` and with an opacity too.
    @Test func anAppsOwnStylePaintsWithTheForegroundStyle() throws {
        struct BrandStyle: ShapeStyle {}
        #expect(try fill(BrandStyle()) == "#000000")
        #expect(try fill(AnyShapeStyle(BrandStyle()).opacity(0.5)) == "#00000080")
        let view = Rectangle().fill(BrandStyle()).frame(width: 1, height: 1).foregroundStyle(Color.green)
        #expect(try displayListDump(view).components(separatedBy: " ").last == "#34C759")
    }

    @Test func levelsOfAColourAreFainterCopies() throws {
        #expect(try fill(Color.red.secondary) == "#FF3B3099")
        #expect(try fill(Color.red.opacity(0.5).tertiary) == "#FF3B3026")
        #expect(try fill(AnyShapeStyle(Color.blue).opacity(0.5)) == "#007AFF80")
        // The level's type has SwiftUI's name, so code that spells it out compiles.
        let level: HierarchicalShapeStyleModifier<Color>? = Color.red.quaternary as? HierarchicalShapeStyleModifier<Color>
        #expect(try fill(#require(level)) == fill(Color.red.quaternary))
    }

    @Test func levelsOfTheForegroundFollowIt() throws {
        let view = Rectangle().fill(.foreground.secondary).frame(width: 1, height: 1).foregroundStyle(Color.green)
        #expect(try displayListDump(view) == "fill rect(0 0 1 1) #34C75999")
        #expect(try fill(.foreground.tertiary) == "#3C3C434D")
    }

    @Test func backgroundInAShapeUsesTheBackgroundStyle() throws {
        let view = Text("A").background(in: .capsule).foregroundStyle(.red)
        #expect(try displayListDump(view).hasPrefix("fill roundedRect("))
        #expect(try displayListDump(view).components(separatedBy: "\n")[0].hasSuffix("#FFFFFF"))
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        #expect(try displayListDump(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 20))
            == "fill rect(0 0 10 20) linear(#469FFF@0 #007AFF@1 from 5,0 to 5,20)")
        // Black's top is HSL lightness 0.2, as measured on iOS (0.198).
        #expect(ColorGradientTop.lighter(.black).hexDescription == "#333333")
        #expect(ColorGradientTop.lighter(.white).hexDescription == "#FFFFFF")
        // A bare Gradient fills top to bottom too.
        #expect(try displayListDump(Rectangle().fill(Gradient(colors: [.red, .blue])).frame(width: 10, height: 20))
            == "fill rect(0 0 10 20) linear(#FF3B30@0 #007AFF@1 from 5,0 to 5,20)")
    }
}
