import SwiftUI

/// A search model as iOS apps write it with `import SwiftUI` alone: the query debounced on the
/// main queue, results delivered with `receive(on: DispatchQueue.main)`, Combine's names
/// coming with SwiftUI as on Apple's platforms.
public final class BookSearchModel: ObservableObject {
    @Published public var query = ""
    @Published public private(set) var results: [String] = []
    /// How many searches ran: a debounced query runs once for a burst of keystrokes.
    public private(set) var searches = 0
    private let catalogue: [String]
    private var cancellables = Set<AnyCancellable>()

    public init(catalogue: [String], debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)) {
        self.catalogue = catalogue
        $query
            .debounce(for: debounce, scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { [catalogue] query in catalogue.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] found in
                self?.searches += 1
                self?.results = found
            }
            .store(in: &cancellables)
    }

    public static let sampleCatalogue = ["The Salt Road", "Night Trains", "Salt and Stone", "A Field Guide to Clouds"]
}

/// The results of a search, as a list row shows them, no wider than the screen (read from
/// `UIScreen`, which comes with `import SwiftUI` as on iOS).
public struct BookSearchRow: View {
    @ObservedObject var model: BookSearchModel

    public init(model: BookSearchModel) {
        self.model = model
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(model.query.isEmpty ? "All books" : "Results for “\(model.query)”")
                .font(.headline)
            ForEach(model.results, id: \.self) { Text($0).foregroundStyle(.secondary) }
        }
        .padding()
        .frame(maxWidth: UIScreen.main.bounds.width, alignment: .leading)
    }
}
