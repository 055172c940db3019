import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// iOS 18's tab content modifiers and customization, on an iPhone's tab bar at rest.
@MainActor
@Suite struct TabContentModifierTests {
    private let screen = ProposedViewSize(width: 390, height: 600)

    /// A mail app's tabs; `extras` adds the modifiers that change nothing before a touch.
    struct MailTabs: View {
        let hidesArchive: Bool
        let archiveVisibility: Visibility
        let extras: Bool

        var body: some View {
            TabView(selection: .constant(0)) {
                Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox list") }
                    .customizationID("inbox")
                    .accessibilityLabel("Inbox", isEnabled: extras)
                    .accessibilityHint(Text("Shows new mail"))
                    .contextMenu { Button("Mark All as Read") {} }
                    .popover(isPresented: .constant(false)) { Text("Tips") }
                    .tabPlacement(.pinned)
                    .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                    .springLoadingBehavior(.enabled)
                Tab("Archive", systemImage: "archivebox", value: 1) { Text("Archive list") }
                    .hidden(hidesArchive)
                    .defaultVisibility(archiveVisibility, for: .tabBar)
                Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { Text("Search") }
                    .swipeActions { Button("Remove") {} }
                    .sectionActions { Button("Add") {} }
                    .draggable("search")
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewSidebarHeader { Text("Mailboxes") }
            .defaultAdaptableTabBarPlacement(.sidebar)
        }
    }

    struct PlainMailTabs: View {
        let showsArchive: Bool
        var body: some View {
            TabView(selection: .constant(0)) {
                Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox list") }
                if showsArchive {
                    Tab("Archive", systemImage: "archivebox", value: 1) { Text("Archive list") }
                }
                Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { Text("Search") }
            }
        }
    }

    @Test func modifiersForTouchesAndTheSidebarLeaveTheTabBarAsWritten() throws {
        let modified = try displayListDump(MailTabs(hidesArchive: false, archiveVisibility: .automatic, extras: true), proposal: screen)
        #expect(modified == (try displayListDump(PlainMailTabs(showsArchive: true), proposal: screen)))
        #expect(modified.contains("text \"Archive\""))
    }

    @Test func aHiddenTabLeavesTheBar() throws {
        let withoutArchive = try displayListDump(PlainMailTabs(showsArchive: false), proposal: screen)
        #expect(!withoutArchive.contains("text \"Archive\""))
        #expect(try displayListDump(MailTabs(hidesArchive: true, archiveVisibility: .automatic, extras: false), proposal: screen)
                == withoutArchive)
        #expect(try displayListDump(MailTabs(hidesArchive: false, archiveVisibility: .hidden, extras: false), proposal: screen)
                == withoutArchive)
        // Shown explicitly, or hidden only in the iPad's sidebar, the tab stays in the bar.
        #expect(try displayListDump(MailTabs(hidesArchive: false, archiveVisibility: .visible, extras: false), proposal: screen)
                .contains("text \"Archive\""))
    }

    @Test func pagesReadWhereTheirTabBarIs() throws {
        final class Log { var placements: [TabBarPlacement?] = [] }
        struct Reader: View {
            let log: Log
            @Environment(\.tabBarPlacement) private var placement
            var body: some View {
                log.placements.append(placement)
                return Text("Page")
            }
        }
        let log = Log()
        _ = try layoutDump(VStack {
            Reader(log: log)
            TabView { Tab("One", systemImage: "1.circle") { Reader(log: log) } }
            TabView { Tab("One", systemImage: "1.circle") { Reader(log: log) } }.tabViewStyle(.page)
        }, proposal: screen)
        #expect(log.placements == [nil, .bottomBar, nil])
    }

    @Test func aCustomizationKeepsWhatTheAppSetsAndRoundTrips() throws {
        var customization = TabViewCustomization()
        #expect(customization[tab: "inbox"].sidebarVisibility == .automatic)
        #expect(customization[tab: "inbox"].tabBarVisibility == .automatic)
        #expect(customization[section: "mailboxes"].tabOrder == nil)
        customization[tab: "inbox"].sidebarVisibility = .hidden
        customization[tab: "drafts"].sidebarVisibility = .visible
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)
        #expect(decoded[tab: "inbox"].sidebarVisibility == .hidden)
        #expect(decoded[tab: "drafts"].sidebarVisibility == .visible)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }

    @Test func aCustomizationKeptInAppStorageStartsUncustomizedAndIsSaved() throws {
        let name = "rowraster.tests.tabs.\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: name))
        defer { store.removePersistentDomain(forName: name) }
        let storage = AppStorage<TabViewCustomization>("tabs", store: store)
        #expect(storage.wrappedValue == TabViewCustomization())
        var changed = TabViewCustomization()
        changed[tab: "archive"].sidebarVisibility = .hidden
        storage.wrappedValue = changed
        #expect(AppStorage<TabViewCustomization>("tabs", store: store).wrappedValue[tab: "archive"].sidebarVisibility == .hidden)
        store.set(Data("not json".utf8), forKey: "tabs")
        #expect(storage.wrappedValue == TabViewCustomization())
    }

    /// `toolbar(.hidden, for: .tabBar)` in the shown tab, also inside its navigation stack's
    /// root: the tab view draws no bar, and the page takes the whole height. Hiding only the
    /// navigation bar leaves the tab bar.
    @Test func aTabCanHideTheTabBar() throws {
        func app(hiding bars: ToolbarPlacement..., iOS18Name: Bool = false) -> some View {
            TabView {
                Tab("Player", systemImage: "play.circle") {
                    NavigationStack {
                        Color.black
                            .modifier(HidingBars(bars: bars, iOS18Name: iOS18Name))
                            .navigationTitle("Now Playing")
                    }
                }
                Tab("Library", systemImage: "books.vertical") { Text("Library") }
            }
        }
        let withBar = try displayListDump(app(), proposal: screen)
        #expect(withBar.contains("text \"Library\""))
        let hidden = try displayListDump(app(hiding: .tabBar), proposal: screen)
        #expect(!hidden.contains("text \"Library\"") && hidden.contains("Now Playing"))
        #expect(try displayListDump(app(hiding: .tabBar, iOS18Name: true), proposal: screen) == hidden)
        #expect(try frames(of: "Color", in: app(hiding: .tabBar), proposal: screen).last?.maxY == 600)
        #expect(try displayListDump(app(hiding: .navigationBar), proposal: screen).contains("text \"Library\""))
    }
}

/// Hides `bars` with `toolbar(_:for:)`, or iOS 18's `toolbarVisibility(_:for:)`.
private struct HidingBars: ViewModifier {
    let bars: [ToolbarPlacement]
    let iOS18Name: Bool

    func body(content: Content) -> some View {
        if bars.isEmpty {
            content
        } else if iOS18Name {
            content.toolbarVisibility(.hidden, for: bars[0])
        } else {
            content.toolbar(.hidden, for: bars[0])
        }
    }
}
