import RowRaster

/// One example row of the gallery: a name for its file and the view, as row code writes it.
public struct GalleryExample: Sendable {
    public let name: String
    public let summary: String
    /// The width the row is proposed (an iPhone screen is 390 points wide).
    public let width: CGFloat
    /// A fixed height (a screen: 844 points), or nil for the row's own height.
    public let height: CGFloat?
    public let makeView: @MainActor @Sendable () -> AnyView

    public init(name: String, summary: String, width: CGFloat = 390, height: CGFloat? = nil,
                makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.makeView = makeView
    }

    /// What the example is offered.
    public var proposal: ProposedViewSize { ProposedViewSize(width: width, height: height) }
}

/// The example rows `rowraster gallery` renders and the gallery goldens check.
public enum Gallery {
    /// Every example, in the gallery's order.
    public static let examples: [GalleryExample] = rows + symbolSheetPages + screens

    /// The examples whose names contain `text` (every example for nil), in the gallery's order.
    ///
    /// The symbol sheet's pages are made only when `text` could be part of a page's name:
    /// paging needs every covered symbol name, and making the symbol catalog was 4 % of the
    /// command's time for one row in a fresh process.
    public static func examples(whoseNamesContain text: String?) -> [GalleryExample] {
        guard let text else { return examples }
        let candidates = text.allSatisfy(symbolSheetNameCharacters.contains) ? examples : rows + screens
        return candidates.filter { $0.name.contains(text) }
    }

    /// The characters of every page's name, "symbol-sheet-" and its number.
    private static let symbolSheetNameCharacters = Set("symbol-sheet-0123456789")

    private static let symbolSheetPages: [GalleryExample] = {
        let pages = SymbolSheet.pages
        return pages.enumerated().map { index, names in
            GalleryExample(name: "symbol-sheet-\(index + 1)", summary: "every covered symbol, page \(index + 1) of \(pages.count)",
                           width: 800) { AnyView(SymbolSheet(names: names)) }
        }
    }()

    /// The rows before the symbol sheet's pages.
    private static let rows: [GalleryExample] = [
        GalleryExample(name: "contact-row", summary: "avatar + two-line text") { AnyView(ContactRow(contact: .sample)) },
        GalleryExample(name: "contact-photo-row", summary: "a real avatar image clipped to a circle") { AnyView(ContactPhotoRow()) },
        GalleryExample(name: "message-row", summary: "avatar and a two-line truncated preview") { AnyView(MessageRow()) },
        GalleryExample(name: "card", summary: "card on a rounded background") { AnyView(CardRow()) },
        GalleryExample(name: "settings-row", summary: "settings row with a chevron path") { AnyView(SettingsRow()) },
        GalleryExample(name: "tags-row", summary: "coloured capsule tags") { AnyView(TagsRow()) },
        GalleryExample(name: "complex-visual-row", summary: "gradients, shadow, GeometryReader, drawingGroup") {
            AnyView(ComplexVisualRow())
        },
        GalleryExample(name: "symbols", summary: "hand-drawn symbols at three sizes") {
            AnyView(SymbolSizes(names: ["chevron.right", "checkmark", "checkmark.circle.fill", "xmark.circle.fill", "star.fill",
                                        "heart", "heart.fill", "person.circle.fill", "trash", "magnifyingglass", "bell.fill",
                                        "gear", "house.fill", "envelope.fill", "lock.fill", "calendar", "clock", "wifi",
                                        "exclamationmark.triangle.fill", "info.circle", "square.and.arrow.up", "photo"]))
        },
        GalleryExample(name: "symbol-modes-monochrome", summary: "layered symbols, monochrome in blue") {
            AnyView(SymbolModeSheet(renderingMode: .monochrome))
        },
        GalleryExample(name: "symbol-modes-hierarchical", summary: "layered symbols, hierarchical in blue") {
            AnyView(SymbolModeSheet(renderingMode: .hierarchical))
        },
        GalleryExample(name: "symbol-modes-palette", summary: "layered symbols, palette in blue, orange and green") {
            AnyView(SymbolModeSheet(renderingMode: .palette))
        },
        GalleryExample(name: "symbol-modes-multicolor", summary: "layered symbols in their multicolor colours") {
            AnyView(SymbolModeSheet(renderingMode: .multicolor))
        },
    ]

    /// The lists, screens and the rest after the symbol sheet's pages.
    private static let screens: [GalleryExample] = [
        GalleryExample(name: "contacts-top", summary: "10,000 contacts, plain list, pinned letter headers", height: 844) {
            AnyView(ContactsList())
        },
        GalleryExample(name: "contacts-middle", summary: "the same list scrolled to the last of the K section", height: 844) {
            AnyView(ContactsList(position: ScrollPosition(id: 4_440)))
        },
        GalleryExample(name: "settings-list", summary: "List in the inset grouped style", height: 520) {
            AnyView(InsetGroupedSettings())
        },
        GalleryExample(name: "settings-screen", summary: "toggles, a picker, a stepper and a destructive button", height: 560) {
            AnyView(SettingsScreen())
        },
        GalleryExample(name: "search-bar-row", summary: "a search field with a query") { AnyView(SearchBarRow()) },
        GalleryExample(name: "loading-row", summary: "a spinner while the next page loads") { AnyView(LoadingRow()) },
        GalleryExample(name: "film-timeline", summary: "Canvas: 240 films by audience score and year") {
            AnyView(FilmTimeline(films: Film.library(count: 240)))
        },
    ]

    public static func example(named name: String) -> GalleryExample? {
        examples.first { $0.name == name }
    }
}
