/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView` on
/// iOS 17: a large symbol over a bold title, a description below them and actions below that,
/// all centred in the space offered.
///
/// Estimated from iOS 17's empty states (Apple publishes no metrics for this view): the label's
/// icon in a 48-point symbol in the secondary colour, 8 points over its title in `.title2`
/// bold; the description in `.callout`, secondary, centred, 8 points below; the actions 16
/// points below that; 16 points of padding on every side.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, BuiltInControl {
    let label: Label
    let description: Description
    let actions: Actions

    public var body: Never { bodyError() }

    /// An empty state with a label (usually a `Label` with a symbol), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func rendition(in environment: EnvironmentValues) -> some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == RowRaster.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` under an image from the app's assets.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { RowRaster.Label(title, image: name) }, description: { description })
    }

    /// An empty state titled `title` under the SF Symbol `name`.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { RowRaster.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled `title` under an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { RowRaster.Label(title, image: name) }, description: { description })
    }

    /// An empty state titled `title` under the SF Symbol `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { RowRaster.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search with no results: "No Results" under a magnifying glass.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(query: nil) }

    /// The empty state of a search for `text` with no results: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { search(query: text) }

    private static func search(query: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: query) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the search empty state (`ContentUnavailableView.search`).
public struct SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") under a magnifying glass.
    public struct Label: View, BuiltInControl {
        let query: String?
        public var body: Never { bodyError() }
        func rendition(in environment: EnvironmentValues) -> some View {
            RowRaster.Label(query.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View, BuiltInControl {
        public var body: Never { bodyError() }
        func rendition(in environment: EnvironmentValues) -> some View {
            Text(verbatim: "Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View, BuiltInControl {
        public var body: Never { bodyError() }
        func rendition(in environment: EnvironmentValues) -> some View { EmptyView() }
    }
}

/// The empty state's label: the icon large and secondary over the title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}
