import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Attributed runs, inline images and the renderer's now, through the display list.
@MainActor
@Suite struct TextRunsTests {
    @Test func attributedRunsKeepTheirAttributes() throws {
        var string = AttributedString("Big")
        string.font = .title
        var red = AttributedString(" red")
        red.swiftUI.foregroundColor = .red
        red.underlineStyle = .single
        var container = AttributeContainer()
        container.kern = 2
        container.baselineOffset = 3
        let spaced = AttributedString(" up", attributes: container)
        let dump = try displayListDump(Text(string + red + spaced))
        #expect(dump == """
        text "Big" Inter 28 w400 #000000 + " red" Inter 17 w400 #FF3B30 underline #FF3B30 + " up" Inter 17 w400 #000000 spacing 2 rise 3 at (0 0) size (96.07 34)
        """)
    }

    @Test func anInlineSymbolIsAnAttachmentOfTheFontsSize() throws {
        let dump = try displayListDump((Text(Image(systemName: "star.fill")) + Text(" 4.8")).font(.caption).foregroundColor(.orange))
        #expect(dump == """
        text "￼" Inter 12 w400 #FF9500 attachment 14.4x14.4 ascent 11.52 [2 items] + " 4.8" Inter 12 w400 #FF9500 at (0 0) size (35.5 15)
        """)
    }

    @Test func theRenderersNowMovesRelativeDates() throws {
        let meeting = RenderDefaults.now.addingTimeInterval(3600)
        let renderer = ImageRenderer(content: Text(meeting, style: .relative))
        let atDefault = try renderer.bitmap()
        renderer.now = meeting.addingTimeInterval(-60)
        let aMinuteBefore = try renderer.bitmap()
        #expect(atDefault != aMinuteBefore)
        #expect(atDefault.width < aMinuteBefore.width, "\"1 hour\" is narrower than \"1 minute\"")
    }

    @Test func aFormatterWithoutAStringIsAWarningAndAStrictRenderFails() throws {
        let renderer = ImageRenderer(content: Text(Date(), formatter: NumberFormatter()).padding(1))
        _ = try renderer.bitmap()
        #expect(renderer.warnings.contains { $0.description.contains("NumberFormatter gave no string for Date") })
        renderer.treatsWarningsAsErrors = true
        #expect(throws: RenderError.self) { try renderer.bitmap() }
    }
}
