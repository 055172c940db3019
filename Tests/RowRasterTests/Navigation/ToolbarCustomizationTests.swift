import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// Customizable toolbars draw as nobody has customized them: items hidden by default are
/// left out, everything else draws as in a plain toolbar.
@MainActor
@Suite struct ToolbarCustomizationTests {
    private let screen = ProposedViewSize(width: 390, height: 300)
    private static let showsNever = false

    private func plain() -> some View {
        NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }

    @Test func anIdentifiedToolbarDrawsItsDefaultItems() throws {
        let customizable = NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar(id: "notes") {
                ToolbarItem(id: "add", placement: .topBarTrailing) { Button("Add") {} }
                ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share") {} }
                    .defaultCustomization(.hidden)
            }
        }
        let dump = try displayListDump(customizable, proposal: screen)
        #expect(dump.contains("\"Add\""))
        #expect(!dump.contains("Share"))
        #expect(try dump == displayListDump(plain(), proposal: screen))
    }

    @Test func behaviourAndVisibleDefaultsChangeNothingDrawn() throws {
        let customizable = NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar(id: "notes") {
                ToolbarItem(id: "add", placement: .topBarTrailing) { Button("Add") {} }
                    .customizationBehavior(.disabled)
                    .defaultCustomization(.visible, options: .alwaysAvailable)
                if Self.showsNever {
                    ToolbarItem(id: "never", placement: .topBarTrailing) { Button("Never") {} }
                }
            }
        }
        #expect(try displayListDump(customizable, proposal: screen) == displayListDump(plain(), proposal: screen))
    }

    @Test func anItemNotShownByDefaultIsLeftOut() throws {
        let customizable = NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar(id: "notes") {
                ToolbarItem(id: "add", placement: .topBarTrailing) { Button("Add") {} }
                ToolbarItem(id: "share", placement: .topBarTrailing, showsByDefault: false) { Button("Share") {} }
            }
        }
        #expect(try displayListDump(customizable, proposal: screen) == displayListDump(plain(), proposal: screen))
    }
}
