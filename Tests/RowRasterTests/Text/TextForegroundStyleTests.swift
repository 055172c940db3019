import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `Text.foregroundStyle(_:)` takes any shape style and returns `Text`, as SwiftUI's does:
/// `.secondary` is a level of the foreground style around the text, not a fixed grey.
@MainActor
@Suite struct TextForegroundStyleTests {
    @Test func secondaryOnTextIsRelativeToTheEnclosingForegroundStyle() throws {
        let row = HStack {
            Text("11°").foregroundStyle(.secondary)
            Text("19°")
        }
        .foregroundColor(.white)
        let dump = try layoutDump(row)
        #expect(dump.contains("\"11°\" Inter 17 w400 #FFFFFF99"))
        #expect(dump.contains("\"19°\" Inter 17 w400 #FFFFFF "))
    }

    @Test func secondaryOnTextWithoutAnEnclosingStyleIsTheSecondaryLabelColour() throws {
        let dump = try layoutDump(Text("Apple Inc.").foregroundStyle(.secondary))
        #expect(dump.contains("#3C3C4399"))
    }

    @Test func aColourStyleAndForegroundColorReplaceEachOther() throws {
        let styled: Text = Text("A").foregroundStyle(.secondary).foregroundColor(.red)
        #expect(try layoutDump(styled).contains("#FF3B30"))
        let recoloured: Text = Text("B").foregroundColor(.red).foregroundStyle(Color.green)
        #expect(try layoutDump(recoloured).contains("#34C759"))
    }

    @Test func aGradientStyleOnTheTextFillsItsGlyphs() throws {
        let text: Text = Text("Gradient").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let dump = try displayListDump(text)
        #expect(dump.contains("linear"))
    }
}
