import Benchmark
import RowRaster
import RowRasterGallery

// The classic list-performance question: the first frame of 10,000 contacts in an eager
// VStack against a LazyVStack, and of a million lazy rows, on an iPhone screen at scale 3.

private let screen = ProposedViewSize(width: 390, height: 844)

/// A scroll view of `people` in a lazy or an eager stack.
private struct PeopleScroll: View {
    let people: [Person]
    let lazy: Bool

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(alignment: .leading, spacing: 0) { rows }
            } else {
                VStack(alignment: .leading, spacing: 0) { rows }
            }
        }
    }

    private var rows: some View {
        ForEach(people) { PersonRow(person: $0).padding(.horizontal, 16).frame(height: 54) }
    }
}

func listBenchmarks() {
    let tenThousand = AddressBook.people(count: 10_000)
    let million = AddressBook.people(count: 1_000_000)
    let sections = AddressBook.sections(count: 10_000)

    // Each frame is a first frame: a new view graph, so every visible row is evaluated,
    // laid out and drawn, as when the list appears.
    Benchmark("List first frame: 10,000 rows, LazyVStack") { benchmark in
        try await onMainActor(benchmark) { blackHole(try renderSurface(PeopleScroll(people: tenThousand, lazy: true), proposal: screen)) }
    }

    Benchmark("List first frame: 10,000 rows, VStack",
              configuration: .init(maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
        try await onMainActor(benchmark) { blackHole(try renderSurface(PeopleScroll(people: tenThousand, lazy: false), proposal: screen)) }
    }

    Benchmark("List first frame: 1,000,000 rows, LazyVStack") { benchmark in
        try await onMainActor(benchmark) { blackHole(try renderSurface(PeopleScroll(people: million, lazy: true), proposal: screen)) }
    }

    Benchmark("List first frame: 10,000 contacts, List with pinned sections") { benchmark in
        try await onMainActor(benchmark) { blackHole(try renderSurface(ContactsList(sections: sections), proposal: screen)) }
    }
}
