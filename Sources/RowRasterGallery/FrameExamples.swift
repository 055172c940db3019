import RowRaster

/// What a simulation of an example runs: the view, and for examples that are about state
/// rather than scrolling, the edits made between frames and the frames they are made in.
public struct FrameScene {
    public var view: AnyView
    /// Called before each frame with its index (a keystroke, a model change).
    public var beforeFrame: ((Int) -> Void)?
    /// The frames to render, when the example decides them (nil: the command's scroll).
    public var script: ScrollScript?
    /// The clock the example's async work waits on, advanced frame by frame.
    public var taskClock: SimulationClock?
    /// Notes for each frame's report (pages loaded…).
    public var annotate: ((Int) -> [String])?

    public init(view: AnyView, beforeFrame: ((Int) -> Void)? = nil, script: ScrollScript? = nil,
                taskClock: SimulationClock? = nil, annotate: ((Int) -> [String])? = nil) {
        self.view = view
        self.beforeFrame = beforeFrame
        self.script = script
        self.taskClock = taskClock
        self.annotate = annotate
    }
}

/// A list `rowraster frames` simulates, with the row count it is asked for.
public struct FrameExample: Sendable {
    public let name: String
    public let summary: String
    public let defaultRows: Int
    /// The most rows `rowraster frames` builds it with: every example generates its rows' data
    /// before the first frame, and an eager stack builds every row at once, so a larger count
    /// would run for minutes with no output.
    public let maximumRows: Int
    public let makeScene: @MainActor @Sendable (_ rows: Int) -> FrameScene

    public init(name: String, summary: String, defaultRows: Int, maximumRows: Int = 100_000,
                makeView: @escaping @MainActor @Sendable (Int) -> AnyView) {
        self.init(name: name, summary: summary, defaultRows: defaultRows, maximumRows: maximumRows) { FrameScene(view: makeView($0)) }
    }

    public init(name: String, summary: String, defaultRows: Int, maximumRows: Int = 100_000,
                makeScene: @escaping @MainActor @Sendable (Int) -> FrameScene) {
        self.name = name
        self.summary = summary
        self.defaultRows = defaultRows
        self.maximumRows = maximumRows
        self.makeScene = makeScene
    }

    /// The example's view alone.
    @MainActor public func makeView(_ rows: Int) -> AnyView { makeScene(rows).view }
}

/// The lists `rowraster frames` knows, each the case a list-performance question is about.
public enum FrameExamples {
    public static let all: [FrameExample] = [
        FrameExample(name: "lazy-list", summary: "contacts in a LazyVStack: rows built as they scroll in", defaultRows: 10_000) { rows in
            AnyView(PeopleScroll(people: AddressBook.generated(count: rows), lazy: true))
        },
        FrameExample(name: "contacts", summary: "the address book in a plain List with pinned letter headers; rows grow with Dynamic Type",
                     defaultRows: 10_000) { rows in
            AnyView(ContactsList(count: rows))
        },
        FrameExample(name: "eager-list", summary: "the same contacts in a VStack: every row built at once", defaultRows: 10_000,
                     maximumRows: 20_000) { rows in
            AnyView(PeopleScroll(people: AddressBook.generated(count: rows), lazy: false))
        },
        FrameExample(name: "complex-rows", summary: "gradients, shadows and a GeometryReader in every row", defaultRows: 1_000) { rows in
            AnyView(ComplexRows(count: rows, flattened: false))
        },
        FrameExample(name: "complex-rows-grouped", summary: "the same rows, each flattened by drawingGroup()", defaultRows: 1_000) { rows in
            AnyView(ComplexRows(count: rows, flattened: true))
        },
        FrameExample(name: "heavy-row", summary: "every 50th row carries dozens of large shadows", defaultRows: 1_000) { rows in
            AnyView(HeavyRowList(count: rows))
        },
        FrameExample(name: "search-observable-object", summary: "typing 10 characters; the view model is one ObservableObject",
                     defaultRows: 200, makeScene: SearchExamples.observableObjectScene),
        FrameExample(name: "search-observable", summary: "the same search with an @Observable view model",
                     defaultRows: 200, makeScene: SearchExamples.observableScene),
        FrameExample(name: "paged-feed", summary: "pages of 20 loaded as the end nears, thumbnails prefetched",
                     defaultRows: 200, makeScene: PagedFeed.scene),
    ]

    public static func example(named name: String) -> FrameExample? {
        all.first { $0.name == name }
    }
}

/// Contacts in a scroll view, in a lazy or an eager stack.
public struct PeopleScroll: View {
    let people: AddressBook.GeneratedPeople
    let lazy: Bool

    public init(people: AddressBook.GeneratedPeople, lazy: Bool) {
        self.people = people
        self.lazy = lazy
    }

    public var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(alignment: .leading, spacing: 0) { rows }
            } else {
                VStack(alignment: .leading, spacing: 0) { rows }
            }
        }
        .background(Color.white)
    }

    private var rows: some View {
        ForEach(people) { ContactLine(person: $0).padding(.horizontal, 16).frame(height: 60) }
    }
}

/// A contact with its phone number: every row different, as in a real address book (names
/// alone repeat in the generated one, and equal rows would share their cached raster).
public struct ContactLine: View {
    public let person: Person

    public init(person: Person) { self.person = person }

    public var body: some View {
        HStack(spacing: 12) {
            PersonRow(person: person)
            Text(String(format: "+1 (555) %03d-%04d", person.id / 10_000 % 1_000, person.id % 10_000))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }
}

/// Complex visual rows, each with its own title and progress, in a lazy stack.
struct ComplexRows: View {
    let count: Int
    let flattened: Bool

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    ComplexVisualRow(title: "Pipeline stage \(index + 1)", progress: Double(index % 20 + 1) / 21,
                                     flattened: flattened)
                }
            }
        }
        .background(Color.white)
    }
}

/// A plain list in which every 50th row is a heavy one.
struct HeavyRowList: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    if index % 50 == 25 {
                        HeavyShadowRow(number: index)
                    } else {
                        LightRow(number: index)
                    }
                }
            }
        }
        .background(Color.white)
    }
}

struct LightRow: View {
    let number: Int

    var body: some View {
        HStack {
            Text("Row \(number + 1)")
            Spacer()
            Text("light").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .frame(height: 54)
    }
}

/// Thirty-six cards, each casting a large shadow of its own radius: every one is a blur no
/// cache can share, as a row that "just adds a shadow" to everything ends up.
public struct HeavyShadowRow: View {
    let number: Int

    public init(number: Int) { self.number = number }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Row \(number + 1): 36 shadows").font(.headline)
            ForEach(0..<3, id: \.self) { line in
                HStack(spacing: 6) {
                    ForEach(0..<12, id: \.self) { column in
                        let index = line * 12 + column
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color.white)
                            .frame(width: 24, height: 40)
                            .shadow(color: .black.opacity(0.35), radius: CGFloat(14 + (number / 50 + index) % 17), x: 0, y: 6)
                    }
                }
            }
        }
        .padding(16)
    }
}
