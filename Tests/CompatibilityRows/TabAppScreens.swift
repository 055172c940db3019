import SwiftUI

/// The root of a reading app as iOS 18 apps write it: `Tab`s selected by an enum, generated
/// from the enum's cases, a search tab by role, and a list in a navigation stack in the
/// selected tab.
public struct ReaderTabRoot: View {
    public enum Section: String, CaseIterable, Identifiable, Hashable, Sendable {
        case today, saved, history, search
        public var id: Self { self }
        static let reading: [Section] = [.today, .saved, .history]
        var title: String { rawValue.capitalized }
        var symbol: String {
            switch self {
            case .today: return "newspaper"
            case .saved: return "bookmark"
            case .history: return "clock"
            case .search: return "magnifyingglass"
            }
        }
    }

    struct Story: Identifiable {
        let id: Int
        let title: String
        let source: String
        let minutes: Int
    }

    static let stories = [
        Story(id: 1, title: "The quiet return of the night train", source: "Rail Weekly", minutes: 7),
        Story(id: 2, title: "What a glacier remembers", source: "Field Notes", minutes: 12),
        Story(id: 3, title: "A bakery that opens at 3 a.m.", source: "City Desk", minutes: 4),
        Story(id: 4, title: "Mapping the city's lost rivers", source: "Field Notes", minutes: 9),
        Story(id: 5, title: "Why ferries still run on time", source: "Rail Weekly", minutes: 6),
        Story(id: 6, title: "The last typewriter repair shop", source: "City Desk", minutes: 5),
    ]

    @State private var selection: Section
    @State private var query = ""

    public init(selection: Section = .saved) {
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        TabView(selection: $selection) {
            ForEach(Section.reading) { section in
                Tab(section.title, systemImage: section.symbol, value: section) {
                    NavigationStack {
                        List(Self.stories) { story in
                            VStack(alignment: .leading, spacing: 2) {
                                Text(story.title).font(.headline)
                                Text("\(story.source) · \(story.minutes) min read")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .navigationTitle(section.title)
                    }
                }
            }
            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
