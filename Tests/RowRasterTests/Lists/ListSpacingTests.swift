import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `listRowSpacing` and `listSectionSpacing`: where rows and sections go, and how spaced rows
/// draw (their own cards in inset styles, separators kept in plain lists).
@MainActor
@Suite struct ListSpacingTests {
    private let viewport = ProposedViewSize(width: 200, height: 300)

    private func twoSections(_ style: some ListStyle) -> some View {
        List {
            Section { Text("One"); Text("Two") }
            Section { Text("Three") }
        }
        .listStyle(style)
    }

    @Test func rowSpacingSeparatesTheRowsOfASectionOnly() throws {
        let list = twoSections(.insetGrouped).listRowSpacing(10)
        // The first section's card starts 16 down; 10 between its rows, none before the next
        // section's first row, which keeps the 35 between sections.
        #expect(try frames(of: "ListRow", in: list, proposal: viewport) == [
            CGRect(x: 0, y: 0, width: 200, height: 60), CGRect(x: 0, y: 60, width: 200, height: 54),
            CGRect(x: 0, y: 114, width: 200, height: 79),
        ])
    }

    @Test func spacedInsetRowsAreCardsWithoutSeparators() throws {
        let list = List { Text("One"); Text("Two") }.listStyle(.insetGrouped).listRowSpacing(8)
        let dump = try displayListDump(list, proposal: viewport)
        // Each row rounded on every corner (10 points), no hairline between them.
        #expect(dump == """
        fill rect(0 0 200 300) #F2F2F7
        group clip(rect(0 0 200 300))
          fill roundedRect(16 16 168 44 r 10) #FFFFFF
          text "One" Inter 17 w400 #000000 at (36 27.5) size (31.91 21) wrap 128
          fill roundedRect(16 68 168 44 r 10) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (36 79.5) size (32.61 21) wrap 128
        """)
    }

    @Test func spacedPlainRowsKeepTheirSeparators() throws {
        let list = List { Text("One"); Text("Two") }.listStyle(.plain).listRowSpacing(8)
        let dump = try displayListDump(list, proposal: viewport)
        // The separator stays on the first row's bottom edge; the space falls below it.
        #expect(dump == """
        fill rect(0 0 200 300) #FFFFFF
        group clip(rect(0 0 200 300))
          fill rect(0 0 200 44) #FFFFFF
          text "One" Inter 17 w400 #000000 at (20 11.5) size (31.91 21) wrap 160
          fill rect(20 43 180 1) #3C3C434A
          fill rect(0 52 200 44) #FFFFFF
          text "Two" Inter 17 w400 #000000 at (20 63.5) size (32.61 21) wrap 160
        """)
    }

    @Test func sectionSpacingSetsTheGapBetweenCards() throws {
        func rows(_ spacing: ListSectionSpacing?) throws -> [CGRect] {
            let list = twoSections(.insetGrouped)
            guard let spacing else { return try frames(of: "ListRow", in: list, proposal: viewport) }
            return try frames(of: "ListRow", in: list.listSectionSpacing(spacing), proposal: viewport)
        }
        // By default 35 between the first section's bottom (16 + 88 = 104) and the next card.
        #expect(try rows(nil).last == CGRect(x: 0, y: 104, width: 200, height: 79))
        #expect(try rows(.default).last == CGRect(x: 0, y: 104, width: 200, height: 79))
        #expect(try rows(.custom(50)).last == CGRect(x: 0, y: 104, width: 200, height: 94))
        #expect(try rows(.compact).last == CGRect(x: 0, y: 104, width: 200, height: 64))
        #expect(try frames(of: "ListRow", in: twoSections(.insetGrouped).listSectionSpacing(4), proposal: viewport).last
            == CGRect(x: 0, y: 104, width: 200, height: 48))
    }

    @Test func aHeaderSitsInTheSectionGap() throws {
        let list = List {
            Section { Text("One") }
            Section("Later") { Text("Two") }
        }
        .listSectionSpacing(50)
        // The header's text starts 15 points less far down than a card would (49 = 50 − 15 + 14).
        let headers = try frames(of: "ListHeader", in: list, proposal: viewport)
        #expect(headers.first?.minY == 60)
        #expect(try texts(list, proposal: viewport).map(\.0.minY)[1] == 60 + 49)
    }

    @Test func plainListsKeepTheirSectionsTogether() throws {
        let spaced = try frames(of: "ListRow", in: twoSections(.plain).listSectionSpacing(50), proposal: viewport)
        #expect(spaced == (try frames(of: "ListRow", in: twoSections(.plain), proposal: viewport)))
    }

    @Test func badSpacingIsReported() throws {
        #expect(throws: RenderError.self) {
            try RenderPipeline.layOut(List { Text("One") }.listRowSpacing(.nan), proposal: viewport, scale: 1)
        }
        #expect(throws: RenderError.self) {
            try RenderPipeline.layOut(List { Text("One") }.listSectionSpacing(-3), proposal: viewport, scale: 1)
        }
    }
}

/// `headerProminence(.increased)`: UIKit's prominent inset-grouped header.
@MainActor
@Suite struct HeaderProminenceTests {
    private let viewport = ProposedViewSize(width: 200, height: 300)

    private func list(_ prominence: Prominence, style: some ListStyle = .insetGrouped) -> some View {
        List {
            Section("Recent") { Text("One") }
                .headerProminence(prominence)
        }
        .listStyle(style)
    }

    @Test func anIncreasedHeaderIsTitleThreeInTheLabelColourAsWritten() throws {
        let standard = try layoutDump(list(.standard), proposal: viewport)
        #expect(standard.contains(#"ListHeader (0 0 200 37)"#))
        #expect(standard.contains(#"Text (36 14 "#) && standard.contains(#""RECENT" Inter 13 w400 #3C3C4399"#))
        let increased = try layoutDump(list(.increased), proposal: viewport)
        // 5 above (14 − 9), 3 from the card's edge (16 + 3), 12 below; 20-point semibold, black.
        #expect(increased.contains(#"Text (19 5 "#) && increased.contains(#""Recent" Inter 20 w600 #000000"#))
    }

    @Test func otherStylesKeepTheirHeaders() throws {
        #expect(try layoutDump(list(.increased, style: .plain), proposal: viewport)
            == layoutDump(list(.standard, style: .plain), proposal: viewport))
        #expect(try layoutDump(list(.increased, style: .grouped), proposal: viewport)
            == layoutDump(list(.standard, style: .grouped), proposal: viewport))
        #expect(try layoutDump(list(.increased, style: .inset), proposal: viewport)
            == layoutDump(list(.standard, style: .inset), proposal: viewport))
    }
}

/// `defaultMinListHeaderHeight`: a header shorter than it grows, its text kept at the bottom.
@MainActor
@Suite struct MinimumHeaderHeightTests {
    @Test func aShortHeaderGrowsWithItsTextAboveTheSection() throws {
        let list = List { Section("Recent") { Text("One") } }
        let viewport = ProposedViewSize(width: 200, height: 300)
        #expect(try frames(of: "ListHeader", in: list, proposal: viewport) == [CGRect(x: 0, y: 0, width: 200, height: 37)])
        let tall = list.environment(\.defaultMinListHeaderHeight, 60)
        #expect(try frames(of: "ListHeader", in: tall, proposal: viewport) == [CGRect(x: 0, y: 0, width: 200, height: 60)])
        // The text's 16 points end 7 above the section, as in the 37-point header.
        #expect(try texts(tall, proposal: viewport).first?.0.maxY == 53)
        // A smaller minimum, or a bad one, leaves the header as it is.
        for minimum in [10, CGFloat.nan, -4] {
            #expect(try frames(of: "ListHeader", in: list.environment(\.defaultMinListHeaderHeight, minimum), proposal: viewport)
                == [CGRect(x: 0, y: 0, width: 200, height: 37)])
        }
    }
}
