import RowRaster

/// A search screen over a film library, written twice as SwiftUI apps write it: with one
/// `ObservableObject` view model, and with an `@Observable` one. Typing into the search field
/// re-evaluates, in the first, every view that holds the model (the greeting, every row); in
/// the second, only the views that read the query.
public enum SearchExamples {
    /// What is typed, one character a frame.
    public static let typed = "Golden Tid"

    /// 200 titles from two word lists ("Silent River", "Golden Tide", …), the same every run.
    public static func titles(count: Int) -> [SearchFilm] {
        let adjectives = ["Silent", "Golden", "Last", "Long", "Dark", "Hidden", "Broken", "Lost", "Crimson", "Quiet"]
        let nouns = ["River", "Night", "Summer", "Garden", "Harbor", "Letter", "Mountain", "Station", "Voyage", "Winter",
                     "Empire", "Promise", "Horizon", "Kingdom", "Shadow", "Island", "Orchard", "Signal", "Tide", "Echo"]
        return (0..<count).map { index in
            let title = "\(adjectives[index % adjectives.count]) \(nouns[index / adjectives.count % nouns.count])"
            return SearchFilm(id: index, title: index < adjectives.count * nouns.count ? title : "\(title) \(index)")
        }
    }

    /// Ten keystrokes after a first frame, the list unscrolled.
    static let keystrokes = ScrollScript.offsets(Array(repeating: 0, count: typed.count + 1))

    @MainActor public static func observableObjectScene(rows: Int) -> FrameScene {
        let library = FilmLibraryObject(films: titles(count: rows))
        return FrameScene(view: AnyView(ObjectSearchScreen(library: library)),
                          beforeFrame: { frame in if frame > 0 { library.query = String(typed.prefix(frame)) } },
                          script: keystrokes)
    }

    @MainActor public static func observableScene(rows: Int) -> FrameScene {
        let library = FilmLibraryModel(films: titles(count: rows))
        return FrameScene(view: AnyView(ModelSearchScreen(library: library)),
                          beforeFrame: { frame in if frame > 0 { library.query = String(typed.prefix(frame)) } },
                          script: keystrokes)
    }
}

public struct SearchFilm: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String

    func matches(_ query: String) -> Bool { query.isEmpty || title.localizedCaseInsensitiveContains(query) }
}

// MARK: One ObservableObject

public final class FilmLibraryObject: ObservableObject {
    @Published public var query = ""
    @Published public var greeting = "Good evening"
    @Published public var favorites: Set<Int> = [1, 11, 21]
    public let films: [SearchFilm]

    public init(films: [SearchFilm]) { self.films = films }
}

struct ObjectSearchScreen: View {
    @ObservedObject var library: FilmLibraryObject

    var body: some View {
        VStack(spacing: 0) {
            ObjectGreeting(library: library)
            SearchField("Films", text: $library.query).padding(.horizontal, 16).padding(.vertical, 8)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(library.films.filter { $0.matches(library.query) }) { ObjectFilmRow(film: $0, library: library) }
                }
            }
        }
    }
}

struct ObjectGreeting: View {
    @ObservedObject var library: FilmLibraryObject
    var body: some View { GreetingTitle(text: library.greeting) }
}

struct ObjectFilmRow: View {
    let film: SearchFilm
    @ObservedObject var library: FilmLibraryObject
    var body: some View { FilmLine(title: film.title, isFavorite: library.favorites.contains(film.id)) }
}

// MARK: One @Observable model

@Observable public final class FilmLibraryModel {
    public var query = ""
    public var greeting = "Good evening"
    public var favorites: Set<Int> = [1, 11, 21]
    public let films: [SearchFilm]

    public init(films: [SearchFilm]) { self.films = films }
}

struct ModelSearchScreen: View {
    let library: FilmLibraryModel

    var body: some View {
        VStack(spacing: 0) {
            ModelGreeting(library: library)
            SearchField("Films", text: Binding(get: { library.query }, set: { library.query = $0 }))
                .padding(.horizontal, 16).padding(.vertical, 8)
            ModelResults(library: library)
        }
    }
}

struct ModelGreeting: View {
    let library: FilmLibraryModel
    var body: some View { GreetingTitle(text: library.greeting) }
}

struct ModelResults: View {
    let library: FilmLibraryModel
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(library.films.filter { $0.matches(library.query) }) { ModelFilmRow(film: $0, library: library) }
            }
        }
    }
}

struct ModelFilmRow: View {
    let film: SearchFilm
    let library: FilmLibraryModel
    var body: some View { FilmLine(title: film.title, isFavorite: library.favorites.contains(film.id)) }
}

// MARK: Shared drawing

struct GreetingTitle: View {
    let text: String
    var body: some View {
        Text(text).font(.largeTitle.bold()).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16).padding(.top, 8)
    }
}

struct FilmLine: View {
    let title: String
    let isFavorite: Bool
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if isFavorite { Image(systemName: "star.fill").foregroundStyle(.yellow) }
        }
        .padding(.horizontal, 16)
        .frame(height: 52)
    }
}
