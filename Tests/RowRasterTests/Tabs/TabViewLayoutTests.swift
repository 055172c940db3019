import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `TabView` as iPhone lays it out at rest: the selected tab above a 49-point bar, the items
/// sharing the width; in the page style, the page full size with its dots at the bottom.
@MainActor
@Suite struct TabViewLayoutTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    private func textFrames<V: View>(_ view: V) throws -> [String: CGRect] {
        var found: [String: CGRect] = [:]
        for node in try laidOutNodes(view, proposal: screen) {
            if let text = node as? TextNode { found[text.dumpDetail] = dumpPrecision(text.frame) }
        }
        return found
    }

    @Test func theSelectedTabShowsAboveTheBar() throws {
        let dump = try layoutDump(ThreeTabApp(), proposal: screen)
        // Only the selected tab's content is laid out: the list, not the other screens.
        #expect(dump.contains("\"Message 0\""))
        #expect(!dump.contains("Home screen"))
        #expect(!dump.contains("Settings screen"))
    }

    @Test func theBarIs49PointsHighAndItsItemsShareTheWidth() throws {
        let app = ThreeTabApp()
        // The content is inset by the bar; the list's background runs under it to the bottom.
        #expect(try frames(of: "safeAreaInset", in: app, proposal: screen) == [CGRect(x: 0, y: 0, width: 390, height: 600)])
        #expect(try frames(of: "ScrollView", in: app, proposal: screen) == [CGRect(x: 0, y: 0, width: 390, height: 551)])
        #expect(try frames(of: "ListBackground", in: app, proposal: screen) == [CGRect(x: 0, y: 0, width: 390, height: 600)])
        // The bar's material and hairline under a list: 49 points, the hairline one pixel on top.
        #expect(try frames(of: "Rectangle", in: app, proposal: screen) == [CGRect(x: 0, y: 551, width: 390, height: 49)])
        #expect(try frames(of: "Divider", in: app, proposal: screen) == [CGRect(x: 0, y: 551, width: 390, height: 1)])
        // Three items of 130 points; icons in 25-point boxes 6 points below the bar's top,
        // titles 2 points below them.
        let icons = try frames(of: "frame", in: app, proposal: screen).filter { $0.height == 25 }
        #expect(icons.map(\.midX) == [65, 195, 325])
        #expect(icons.allSatisfy { $0.minY == 557 })
        let titles = try textFrames(app)
        #expect(titles.keys.contains { $0.hasPrefix("\"Inbox\" Inter 10 w500 #007AFF") })
        #expect(titles.keys.contains { $0.hasPrefix("\"Home\" Inter 10 w500 #8E8E93") })
        #expect(titles.keys.contains { $0.hasPrefix("\"Settings\" Inter 10 w500 #8E8E93") })
        for (detail, frame) in titles where detail.contains("Inter 10") {
            #expect(frame.minY == 584 && frame.height == 12)
        }
        #expect(try layoutDump(app, proposal: screen).contains("Symbol (181.84 556.34 26.32 26.32) \"tray.fill\""))
    }

    @Test func overContentThatDoesNotScrollTheBarIsClear() throws {
        let tabs = TabView {
            Text("First").tabItem { Label("One", systemImage: "star") }
            Text("Second").tabItem { Text("Two") }
        }
        let dump = try displayListDump(tabs, proposal: ProposedViewSize(width: 200, height: 200))
        #expect(!dump.contains("fill rect"))
        // The tint, the selected item; grey, the other; a title without an icon stays on the titles' line.
        #expect(dump.contains("text \"One\" Inter 10 w500 #007AFF at (40.02 184) size (19.96 12)"))
        #expect(dump.contains("text \"Two\" Inter 10 w500 #8E8E93 at (139.79 184) size (20.43 12)"))
        #expect(try frames(of: "flexFrame", in: tabs, proposal: ProposedViewSize(width: 200, height: 200)).first
                == CGRect(x: 0, y: 0, width: 200, height: 151))
    }

    @Test func theTintColoursTheSelectedItem() throws {
        let tabs = TabView { Text("First").tabItem { Text("One") } }.tint(.red)
        #expect(try displayListDump(tabs, proposal: screen).contains("text \"One\" Inter 10 w500 #FF3B30"))
    }

    @Test func pagesShowFullSizeWithTheirDotsAtTheBottom() throws {
        let dump = try displayListDump(ColouredPages(), proposal: screen)
        #expect(dump == """
            fill rect(0 0 390 600) #30B0C7
            text "Page" Inter 34 w400 #FFFFFF at (158.83 279.5) size (72.35 41) wrap 390
            fill ellipse(175.5 583.5 7 7) #FFFFFF
            fill ellipse(191.5 583.5 7 7) #FFFFFF59
            fill ellipse(207.5 583.5 7 7) #FFFFFF59
            """)
        let backed = try displayListDump(ColouredPages(background: .always), proposal: screen)
        #expect(backed.contains("fill roundedRect(165 574 60 26 r 13) #00000040"))
        #expect(try displayListDump(ColouredPages(background: .interactive), proposal: screen) == dump)
    }

    @Test func theIndexDisplayModeDecidesWhetherDotsShow() throws {
        func dots(_ mode: PageTabViewStyle.IndexDisplayMode, pages: Int) throws -> Int {
            let view = TabView { ForEach(0..<pages, id: \.self) { Text("Page \($0)") } }.tabViewStyle(.page(indexDisplayMode: mode))
            return try frames(of: "Circle", in: view, proposal: screen).count
        }
        #expect(try dots(.automatic, pages: 1) == 0)
        #expect(try dots(.automatic, pages: 4) == 4)
        #expect(try dots(.always, pages: 1) == 1)
        #expect(try dots(.never, pages: 4) == 0)
        let styled = TabView { Text("A"); Text("B") }.tabViewStyle(PageTabViewStyle())
        // Two 16-point dot slots in a 44-point control centred on the 390-point width.
        #expect(try frames(of: "Circle", in: styled, proposal: screen) == [CGRect(x: 183.5, y: 583.5, width: 7, height: 7),
                                                                           CGRect(x: 199.5, y: 583.5, width: 7, height: 7)])
        // The innermost style wins, as with every environment value: here the bar.
        let bar = TabView { Text("A").tabItem { Text("A") }; Text("B") }.tabViewStyle(DefaultTabViewStyle()).tabViewStyle(.page)
        #expect(try frames(of: "Circle", in: bar, proposal: screen).isEmpty)
    }

    @Test func withoutSelectionTheFirstTabShows() throws {
        let tabs = TabView {
            Text("First").tabItem { Label("One", systemImage: "1.circle") }
            Text("Second").tabItem { Label("Two", systemImage: "2.circle") }
        }
        let dump = try layoutDump(tabs, proposal: screen)
        #expect(dump.contains("\"First\""))
        #expect(!dump.contains("\"Second\""))
    }

    @Test func aSelectionNamingNoTagShowsTheFirstTab() throws {
        let tabs = TabView(selection: .constant(7)) {
            Text("First").tabItem { Text("One") }.tag(1)
            Text("Second").tabItem { Text("Two") }.tag(2)
        }
        #expect(try layoutDump(tabs, proposal: screen).contains("\"First\""))
    }

    @Test func aTagInsideTheItemSelectsToo() throws {
        let tabs = TabView(selection: .constant(2)) {
            Text("First").tag(1).tabItem { Text("One") }
            Text("Second").tag(2).tabItem { Text("Two") }
        }
        #expect(try layoutDump(tabs, proposal: screen).contains("\"Second\""))
    }

    @Test func forEachIdsAreTags() throws {
        let tabs = TabView(selection: .constant("b")) {
            ForEach(["a", "b"], id: \.self) { name in
                Text("Tab \(name)").tabItem { Text(name) }
            }
        }
        #expect(try layoutDump(tabs, proposal: screen).contains("\"Tab b\""))
    }

    @Test func noTabsDrawNothingAndBadSizesDoNotTrap() throws {
        #expect(try displayListDump(TabView { EmptyView() }, proposal: screen).isEmpty)
        _ = try layoutDump(ThreeTabApp(), proposal: ProposedViewSize(width: 0, height: 1e9))
        _ = try layoutDump(ColouredPages(), proposal: ProposedViewSize(width: 1e9, height: 0))
        _ = try layoutDump(ThreeTabApp(), proposal: .unspecified)
    }

    @Test func tabModifiersOutsideATabViewDrawNothing() throws {
        let row = Text("Row").padding()
        let modified = row.tabItem { Label("Home", systemImage: "house") }.tabViewStyle(.page).indexViewStyle(.page)
        #expect(try displayListDump(modified, proposal: screen) == displayListDump(row, proposal: screen))
    }
}

