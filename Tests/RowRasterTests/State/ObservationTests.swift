import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

// The two observation models side by side, as a SwiftUI search screen writes them: a query,
// an unrelated greeting, and results. `import RowRaster` alone brings `ObservableObject`,
// `@Published` and `@Observable`, as `import SwiftUI` does.

final class LibraryObject: ObservableObject {
    @Published var query = ""
    @Published var greeting = "Hello"
    let films = ["Alien", "Amélie", "Brazil", "Casablanca", "Heat", "Ran"]
}

@Observable final class LibraryModel {
    var query = ""
    var greeting = "Hello"
    let films = ["Alien", "Amélie", "Brazil", "Casablanca", "Heat", "Ran"]
}

private struct ObjectGreeting: View {
    @ObservedObject var library: LibraryObject
    var body: some View { Text(library.greeting) }
}

private struct ObjectResults: View {
    @ObservedObject var library: LibraryObject
    var body: some View {
        VStack { ForEach(library.films.filter { library.query.isEmpty || $0.hasPrefix(library.query) }, id: \.self) { Text($0) } }
    }
}

private struct ObjectScreen: View {
    let library: LibraryObject
    var body: some View {
        VStack {
            ObjectGreeting(library: library)
            ObjectResults(library: library)
        }
    }
}

private struct ModelGreeting: View {
    let library: LibraryModel
    var body: some View { Text(library.greeting) }
}

private struct ModelResults: View {
    let library: LibraryModel
    var body: some View {
        VStack { ForEach(library.films.filter { library.query.isEmpty || $0.hasPrefix(library.query) }, id: \.self) { Text($0) } }
    }
}

private struct ModelScreen: View {
    let library: LibraryModel
    var body: some View {
        VStack {
            ModelGreeting(library: library)
            ModelResults(library: library)
        }
    }
}

@Observable private final class Marks { var starred: Set<Int> = [] }

private struct Starred: View {
    let marks: Marks
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(0..<5, id: \.self) { Text(marks.starred.contains($0) ? "★ \($0)" : "\($0)") } }
        }
    }
}

@MainActor
@Suite struct ObservationTests {
    private func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: nil)
        return renderer
    }

    @Test func aPublishedChangeReevaluatesEveryViewThatObservesTheObject() throws {
        let library = LibraryObject()
        let renderer = renderer(ObjectScreen(library: library))
        _ = try renderer.bitmap()
        library.query = "A"
        _ = try renderer.bitmap()
        // The greeting did not read the query, but it observes the object: it runs again too.
        #expect(renderer.lastEvaluations.map(\.description) == ["ObjectGreeting /0/0/0: @library", "ObjectResults /0/0/1: @library"])
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.isEmpty, "nothing changed since")
    }

    @Test func anObservableChangeReevaluatesOnlyTheViewsThatReadTheProperty() throws {
        let library = LibraryModel()
        let renderer = renderer(ModelScreen(library: library))
        _ = try renderer.bitmap()
        library.query = "A"
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["ModelResults /0/0/1: @dependencies"])
        library.greeting = "Hi"
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["ModelGreeting /0/0/0: @dependencies"])
        // A property no body read changes nothing.
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.isEmpty)
    }

    @Test func aStateObjectIsMadeOncePerIdentity() throws {
        final class Counter: ObservableObject {
            nonisolated(unsafe) static var made = 0
            @Published var count = 0
            init() { Counter.made += 1 }
        }
        final class Handle { var counter: Counter? }
        struct Owner: View {
            let handle: Handle
            let label: String
            @StateObject private var counter = Counter()
            var body: some View {
                let _ = handle.counter = counter
                Text("\(label): \(counter.count)")
            }
        }
        let handle = Handle()
        let renderer = renderer(Owner(handle: handle, label: "a"))
        _ = try renderer.bitmap()
        renderer.content = Owner(handle: handle, label: "b")
        _ = try renderer.bitmap()
        #expect(Counter.made == 1, "a new view value at the same identity keeps its object")
        handle.counter?.count = 5
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["Owner /: @counter"])
    }

    @Test func anEnvironmentObjectReachesTheViewsInside() throws {
        struct Reader: View {
            @EnvironmentObject var library: LibraryObject
            var body: some View { Text(library.greeting) }
        }
        let library = LibraryObject()
        let renderer = renderer(VStack { Reader() }.environmentObject(library))
        _ = try renderer.bitmap()
        library.greeting = "Bonjour"
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["Reader /0/0: @library"])
    }

    @Test func anEnvironmentObjectsProjectionBindsItsProperties() throws {
        struct Editor: View {
            @EnvironmentObject var library: LibraryObject
            var body: some View {
                let greeting: Binding<String> = $library.greeting
                return Text(greeting.wrappedValue)
            }
        }
        let library = LibraryObject()
        let wrapper = EnvironmentObject<LibraryObject>.Wrapper(object: library)
        wrapper.greeting.wrappedValue = "Hej"
        #expect(library.greeting == "Hej")
        #expect(try displayListDump(VStack { Editor() }.environmentObject(library),
                                    proposal: ProposedViewSize(width: 200, height: 100)).contains("\"Hej\""))
    }

    @Test func aMissingEnvironmentObjectIsATypedError() {
        struct Reader: View {
            @EnvironmentObject var library: LibraryObject
            var body: some View { Text(library.greeting) }
        }
        #expect {
            try RenderPipeline.layOut(VStack { Reader() }, proposal: .unspecified, scale: 1)
        } throws: { error in
            (error as? RenderError) == .missingEnvironmentObject(type: "LibraryObject", view: "Reader")
        }
    }

    @Test func whatARowClosureReadsIsTheEnclosingBodysDependency() throws {
        let marks = Marks()
        let renderer = renderer(Starred(marks: marks))
        renderer.proposedSize = ProposedViewSize(width: 200, height: 300)
        _ = try renderer.bitmap()
        marks.starred.insert(2)
        _ = try renderer.bitmap()
        // The closure ran while the stack was laid out, after the body: its read still counts.
        #expect(renderer.lastEvaluations.map(\.description) == ["Starred /: @dependencies"])
    }

    @Test func anotherObjectPassedInIsAChange() throws {
        let renderer = renderer(ObjectGreeting(library: LibraryObject()))
        _ = try renderer.bitmap()
        renderer.content = ObjectGreeting(library: LibraryObject())
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description) == ["ObjectGreeting /: library"])
    }
}
