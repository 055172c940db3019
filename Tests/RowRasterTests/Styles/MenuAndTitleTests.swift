import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Control titles written as literals are `LocalizedStringKey`s, as in SwiftUI (a `String`
/// variable stays verbatim); `Menu` at rest; text fields that grow on the vertical axis.
@MainActor
@Suite struct MenuAndTitleTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    private func texts(_ view: some View) throws -> [String] {
        try laidOutNodes(view.environment(\.locale, Locale(identifier: "de_DE")), proposal: row)
            .compactMap { ($0 as? TextNode)?.paragraph.string }
    }

    @Test func literalTitlesOfControlsAreLocalizedAndVariablesAreNot() throws {
        try StringCatalogLibrary.shared.register(catalog: StringCatalogTests.catalog)
        #expect(try texts(Button("Catalog test: Inbox") {}) == ["Posteingang"])
        #expect(try texts(Toggle("Catalog test: Inbox", isOn: .constant(true))) == ["Posteingang"])
        #expect(try texts(Label("Catalog test: Inbox", systemImage: "tray")) == ["Posteingang"])
        #expect(try texts(Menu("Catalog test: Inbox") { Button("Catalog test: Unread only") {} }) == ["Posteingang"])
        #expect(try texts(TextField("Catalog test: Inbox", text: .constant(""))) == ["Posteingang"])
        let title = "Catalog test: Inbox"
        #expect(try texts(Button(title) {}) == ["Catalog test: Inbox"])
        #expect(try texts(Toggle(title, isOn: .constant(true))) == ["Catalog test: Inbox"])
        // A literal title takes Markdown, as a Text literal does; a variable shows its characters.
        #expect(try texts(Button("**Save**") {}) == ["Save"])
        let markdown = "**Save**"
        #expect(try texts(Button(markdown) {}) == ["**Save**"])
    }

    @Test func aMenuDrawsItsLabelAsAButtonAndNotItsItems() throws {
        let menu = Menu("Sort") {
            Button("Newest first") {}
            Button("Oldest first") {}
        }
        #expect(try coloredTexts(menu) == ["\"Sort\" #007AFF"])
        let symbol = Menu { Button("Rename") {} } label: { Image(systemName: "ellipsis.circle") }
        #expect(try frames(of: "Symbol", in: symbol, proposal: row).count == 1)
        #expect(try frames(of: "Text", in: symbol, proposal: row).isEmpty)
        // `.menuStyle(.button)` draws the label in the button style around it.
        let prominent = menu.menuStyle(.button).buttonStyle(.borderedProminent)
        #expect(try coloredTexts(prominent) == ["\"Sort\" #FFFFFF"])
        #expect(try coloredTexts(menu.menuStyle(RedMenuStyle())) == ["\"Sort\" #FF3B30"])
        #expect(try coloredTexts(Menu("Add", systemImage: "plus") {} primaryAction: {}) == ["\"Add\" #007AFF"])
    }

    @Test func aVerticalTextFieldWrapsItsTextAndAHorizontalOneDoesNot() throws {
        let note = "Pick up the cake on the way home, and remember the candles for Saturday"
        let wrapped = try #require(try frames(of: "Text", in: TextField("Notes", text: .constant(note), axis: .vertical), proposal: row).first)
        let single = try #require(try frames(of: "Text", in: TextField("Notes", text: .constant(note)), proposal: row).first)
        #expect(wrapped.height >= 2 * single.height - 1)   // two lines (line heights round to pixels)
        let limited = TextField("Notes", text: .constant(note), axis: .vertical).lineLimit(1)
        #expect(try #require(try frames(of: "Text", in: limited, proposal: row).first).height == single.height)
    }
}

private struct RedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).foregroundStyle(.red).buttonStyle(.plain)
    }
}
