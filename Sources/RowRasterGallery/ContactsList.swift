import RowRaster

/// A person of the generated address book.
public struct Person: Identifiable, Hashable, Sendable {
    public let id: Int
    public let first: String
    public let last: String

    public var name: String { "\(first) \(last)" }
    public var initial: String { String(last.prefix(1)) }
}

/// `count` people sorted by last name, from fixed name lists (the same every run).
public enum AddressBook {
    static let firsts = ["Ada", "Alan", "Barbara", "Claude", "Dennis", "Donald", "Edsger", "Frances", "Grace", "John",
                         "Ken", "Leslie", "Linus", "Margaret", "Niklaus", "Radia", "Shafi", "Sophie", "Tim", "Yukihiro"]
    static let lasts = ["Allen", "Backus", "Cerf", "Dijkstra", "Engelbart", "Floyd", "Goldwasser", "Hamilton", "Hopper",
                        "Iverson", "Joy", "Knuth", "Lamport", "Liskov", "McCarthy", "Naur", "Ousterhout", "Perlman",
                        "Quinlan", "Ritchie", "Shannon", "Thompson", "Ullman", "Valiant", "Wirth", "Yao", "Zuse"]

    public static func people(count: Int) -> [Person] {
        Array(generated(count: count))
    }

    /// The same people made on demand, as a data source backed by a database or a network
    /// would give them: a million of them cost nothing until rows read them.
    public static func generated(count: Int) -> GeneratedPeople { GeneratedPeople(count: count) }

    public struct GeneratedPeople: RandomAccessCollection, Sendable {
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(index: Int) -> Person {
            Person(id: index, first: firsts[(index * 7) % firsts.count], last: lasts[index * lasts.count / Swift.max(1, count)])
        }
    }

    /// The people grouped by the initial of their last name, in order.
    public static func sections(count: Int) -> [(initial: String, people: [Person])] {
        var sections: [(String, [Person])] = []
        for person in people(count: count) {
            if sections.last?.0 == person.initial { sections[sections.count - 1].1.append(person) } else { sections.append((person.initial, [person])) }
        }
        return sections.map { (initial: $0.0, people: $0.1) }
    }
}

/// A contact row: initials in a circle and the name.
public struct PersonRow: View, Equatable {
    public let person: Person

    public init(person: Person) { self.person = person }

    public var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.gray.opacity(0.3)).frame(width: 32, height: 32)
                .overlay { Text(String(person.first.prefix(1)) + person.initial).font(.caption.weight(.semibold)).foregroundStyle(.secondary) }
            Text(person.first) + Text(" " + person.last).bold()
            Spacer(minLength: 0)
        }
    }
}

/// 10,000 contacts in a plain list with pinned letter headers, at a scroll position.
public struct ContactsList: View {
    let sections: [(initial: String, people: [Person])]
    @State var position: ScrollPosition

    public init(count: Int = 10_000, position: ScrollPosition = ScrollPosition(edge: .top)) {
        self.init(sections: AddressBook.sections(count: count), position: position)
    }

    /// The list of sections made beforehand (a benchmark makes them once, outside its measurement).
    public init(sections: [(initial: String, people: [Person])], position: ScrollPosition = ScrollPosition(edge: .top)) {
        self.sections = sections
        _position = State(initialValue: position)
    }

    public var body: some View {
        List {
            ForEach(sections, id: \.initial) { section in
                Section(section.initial) {
                    ForEach(section.people) { PersonRow(person: $0) }
                }
            }
        }
        .listStyle(.plain)
        .scrollPosition($position)
    }
}

/// A settings-like list in the inset grouped style.
public struct InsetGroupedSettings: View {
    public init() {}

    public var body: some View {
        List {
            Section {
                SettingsLine(symbol: "airplane", color: .orange, title: "Airplane Mode")
                SettingsLine(symbol: "wifi", color: .blue, title: "Wi-Fi", value: "Home")
                SettingsLine(symbol: "bolt.fill", color: .green, title: "Battery")
            }
            Section("Notifications") {
                SettingsLine(symbol: "bell.fill", color: .red, title: "Notifications")
                SettingsLine(symbol: "lock.fill", color: .gray, title: "Privacy & Security")
            }
            Section {
                SettingsLine(symbol: "gear", color: .gray, title: "General", value: "iOS")
            } footer: {
                Text("Rows are laid out lazily; separators start where the text starts.")
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct SettingsLine: View {
    let symbol: String
    let color: Color
    let title: String
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(RoundedRectangle(cornerRadius: 7).fill(color))
            Text(title)
            Spacer(minLength: 8)
            if let value { Text(value).foregroundStyle(.secondary) }
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
        }
    }
}
