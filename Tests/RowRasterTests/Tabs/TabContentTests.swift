import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// iOS 18's `Tab`s draw as the `tabItem(_:)` and `tag(_:)` tabs of earlier releases: the
/// selected tab's page above the bar, the items in the bar.
@MainActor
@Suite struct TabContentTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    /// `ThreeTabApp` (TabTestViews.swift) written with iOS 18's `Tab`.
    struct ThreeTabAppOf18: View {
        @State private var selection = "inbox"

        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
                Tab("Inbox", systemImage: "tray", value: "inbox") {
                    List { ForEach(0..<30, id: \.self) { Text("Message \($0)") } }
                }
                Tab(value: "settings") {
                    Text("Settings screen")
                } label: {
                    Image(systemName: "gearshape")
                    Text("Settings")
                }
            }
        }
    }

    @Test func tabsDrawAsTaggedTabItemsDo() throws {
        let written18 = try displayListDump(ThreeTabAppOf18(), proposal: screen)
        #expect(written18 == (try displayListDump(ThreeTabApp(), proposal: screen)))
        #expect(written18.contains("text \"Message 0\""))
        #expect(!written18.contains("Home screen"))
    }

    enum Pane: String, CaseIterable, Identifiable, Hashable {
        case today, library, search
        var id: Self { self }
        var symbol: String { ["today": "sun.max", "library": "books.vertical", "search": "magnifyingglass"][rawValue]! }
    }

    /// Tabs from a `ForEach`, an `if` and a tab content type of the app's own.
    struct LibraryTabs: TabContent {
        var body: some TabContent<Pane> {
            Tab("Library", systemImage: Pane.library.symbol, value: .library) { Text("Shelves") }
        }
    }

    @Test func tabsComeFromForEachConditionsAndCustomContent() throws {
        struct App: View {
            @State var selection = Pane.library
            let showsSearch: Bool
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Today", systemImage: Pane.today.symbol, value: .today) { Text("Headlines") }
                    LibraryTabs()
                    if showsSearch {
                        Tab(value: .search, role: .search) { Text("Find") }
                    }
                }
            }
        }
        let withSearch = try displayListDump(App(showsSearch: true), proposal: screen)
        #expect(withSearch.contains("text \"Shelves\""))
        #expect(!withSearch.contains("Headlines"))
        // The search role's own item: the magnifying glass over "Search", three items in all.
        #expect(withSearch.contains("text \"Search\" Inter 10 w500 #8E8E93"))
        #expect(withSearch.contains("text \"Library\" Inter 10 w500 #007AFF"))
        let withoutSearch = try displayListDump(App(showsSearch: false), proposal: screen)
        #expect(!withoutSearch.contains("\"Search\""))

        struct Generated: View {
            @State var selection = Pane.search
            var body: some View {
                TabView(selection: $selection) {
                    ForEach(Pane.allCases) { pane in
                        Tab(pane.rawValue.capitalized, systemImage: pane.symbol, value: pane) { Text("Page \(pane.rawValue)") }
                    }
                }
            }
        }
        let generated = try displayListDump(Generated(), proposal: screen)
        #expect(generated.contains("text \"Page search\""))
        #expect(generated.contains("text \"Search\" Inter 10 w500 #007AFF"))
        #expect(generated.contains("text \"Today\" Inter 10 w500 #8E8E93"))
    }

    @Test func withoutSelectionTheFirstTabShows() throws {
        let tabs = TabView {
            Tab("Received", systemImage: "tray.and.arrow.down.fill") { Text("Received mail") }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill") { Text("Sent mail") }
        }
        let dump = try displayListDump(tabs, proposal: screen)
        #expect(dump.contains("text \"Received mail\"") && !dump.contains("Sent mail"))
        #expect(dump.contains("text \"Received\" Inter 10 w500 #007AFF"))
        #expect(dump.contains("text \"Sent\" Inter 10 w500 #8E8E93"))
    }

    @Test func anOptionalSelectionSelectsByTheTabsValue() throws {
        struct App: View {
            @State var selection: Int? = 2
            var body: some View {
                TabView(selection: $selection) {
                    Tab("One", systemImage: "1.circle", value: 1) { Text("First page") }
                    Tab("Two", systemImage: "2.circle", value: 2) { Text("Second page") }
                }
            }
        }
        let dump = try displayListDump(App(), proposal: screen)
        #expect(dump.contains("text \"Second page\"") && !dump.contains("First page"))
    }

    /// A tab view bound to an optional selection: tabs from a `ForEach` and a `Group` take
    /// optional values, and the selected one's page shows.
    @Test func tabsWithOptionalValuesSelectByTheirValue() throws {
        struct App: View {
            @State var selection: Pane? = .search
            var body: some View {
                TabView(selection: $selection) {
                    ForEach([Pane.today, .library]) { pane in
                        Tab(pane.rawValue.capitalized, systemImage: pane.symbol, value: pane) { Text("\(pane.rawValue) page") }
                    }
                    Group {
                        Tab("Search", systemImage: Pane.search.symbol, value: Pane.search) { Text("search page") }
                    }
                }
            }
        }
        let dump = try displayListDump(App(), proposal: screen)
        #expect(dump.contains("text \"search page\"") && !dump.contains("today page"))
        #expect(dump.contains("text \"Today\"") && dump.contains("text \"Library\""))
    }
}
