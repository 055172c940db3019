import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `scrollContentBackground(.hidden)` removes a list's or form's own background, as on iOS,
/// and keeps its rows; `scrollBounceBehavior` draws nothing (resting state).
@MainActor
@Suite struct ScrollContentBackgroundTests {
    private static let screen = ProposedViewSize(width: 390, height: 200)

    private func list() -> some View {
        List { Text("Wi-Fi"); Text("Bluetooth") }
    }

    @Test func hiddenRemovesTheListBackgroundOnly() throws {
        let shown = try layoutDump(list(), proposal: Self.screen)
        let hidden = try layoutDump(list().scrollContentBackground(.hidden), proposal: Self.screen)
        #expect(shown.contains("ListBackground"))
        #expect(!hidden.contains("ListBackground"))
        // The rows are where they were.
        #expect(try frames(of: "Text", in: list().scrollContentBackground(.hidden), proposal: Self.screen)
                == frames(of: "Text", in: list(), proposal: Self.screen))
    }

    @Test func visibleAndAutomaticKeepIt() throws {
        #expect(try layoutDump(list().scrollContentBackground(.visible), proposal: Self.screen)
                == layoutDump(list(), proposal: Self.screen))
    }

    @Test func aFormDropsItsGroupedBackgroundToo() throws {
        let form = Form { Text("Airplane Mode") }
        #expect(try layoutDump(form, proposal: Self.screen).contains("ListBackground"))
        #expect(try !layoutDump(form.scrollContentBackground(.hidden), proposal: Self.screen).contains("ListBackground"))
    }

    @Test func bounceBehaviorDrawsTheSame() throws {
        let scroll = ScrollView { Text("Short") }
        #expect(try displayListDump(scroll.scrollBounceBehavior(.basedOnSize), proposal: Self.screen)
                == displayListDump(scroll, proposal: Self.screen))
    }
}
