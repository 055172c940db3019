import SwiftUI

/// A reading list whose model is an `ObservableObject`, written with `import SwiftUI` alone,
/// as most app files are: `@Published`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` all come from that one import.
public final class ReadingList: ObservableObject {
    public struct Book: Identifiable {
        public let id: Int
        var title: String
        var author: String
        var pagesRead: Int
        var pages: Int
    }

    @Published var books: [Book]
    @Published var goal = 12

    public init(books: [Book]) {
        self.books = books
    }

    public static func sample() -> ReadingList {
        ReadingList(books: [
            Book(id: 1, title: "The Salt Road", author: "M. Okafor", pagesRead: 212, pages: 340),
            Book(id: 2, title: "Winter Orchards", author: "L. Brandt", pagesRead: 38, pages: 290),
        ])
    }
}

/// The screen owns the model (`@StateObject`) and hands it down both ways apps do.
public struct ReadingListScreen: View {
    @StateObject private var list = ReadingList.sample()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ReadingGoalHeader()
            ForEach(list.books) { book in
                ReadingBookRow(list: list, bookID: book.id)
            }
        }
        .padding(16)
        .environmentObject(list)
    }
}

/// The yearly goal, read from the environment.
struct ReadingGoalHeader: View {
    @EnvironmentObject var list: ReadingList

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Reading")
                .font(.title2.bold())
            Spacer()
            Text("\(list.books.count) of \(list.goal) books")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

/// One book, observing the model it is given.
struct ReadingBookRow: View {
    @ObservedObject var list: ReadingList
    let bookID: Int

    var body: some View {
        if let book = list.books.first(where: { $0.id == bookID }) {
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                ProgressView(value: Double(book.pagesRead), total: Double(book.pages))
                    .tint(.orange)
            }
        }
    }
}
