import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Interaction settings reach the environment from their modifiers and draw nothing else; the
/// layout-direction behaviour mirrors in the direction it names; dialog and accessibility
/// additions leave the view as it is.
@MainActor
@Suite struct InteractionSettingValuesTests {
    /// Shows whether `read` finds the expected value in the environment.
    private struct Probe: View {
        @Environment(\.self) private var environment
        let read: (EnvironmentValues) -> Bool
        var body: some View { Text(verbatim: read(environment) ? "yes" : "no") }
    }

    private func reads<V: View>(_ view: V) throws -> Bool {
        try displayListDump(view).contains("\"yes\"")
    }

    @Test func defaultsAreTheSystems() throws {
        #expect(try reads(Probe { environment in
            environment.menuOrder == .automatic && environment.menuIndicatorVisibility == .automatic
                && environment.disableAutocorrection == nil && !environment.autocorrectionDisabled
                && environment.scrollDismissesKeyboardMode == .automatic
                && environment.verticalScrollBounceBehavior == .automatic
                && environment.horizontalScrollIndicatorVisibility == .automatic
        }))
    }

    @Test func modifiersSetTheirValues() throws {
        #expect(try reads(Probe { $0.menuOrder == .priority }.menuOrder(.priority)))
        #expect(try reads(Probe { $0.menuIndicatorVisibility == .hidden }.menuIndicator(.hidden)))
        #expect(try reads(Probe { $0.autocorrectionDisabled && $0.disableAutocorrection == true }.autocorrectionDisabled()))
        #expect(try reads(Probe { $0.scrollDismissesKeyboardMode == .immediately }.scrollDismissesKeyboard(.immediately)))
    }

    @Test func dragAndImageSettingsReachTheEnvironment() throws {
        #expect(try reads(Probe { $0.springLoadingBehavior == .automatic && $0.allowedDynamicRange == nil }))
        #expect(try reads(Probe { $0.springLoadingBehavior == .disabled }.springLoadingBehavior(.disabled)))
        #expect(try reads(Probe { $0.allowedDynamicRange == .high }.allowedDynamicRange(.high)))
        let row = Text("Row")
        #expect(try displayListDump(row.allowedDynamicRange(.high).springLoadingBehavior(.enabled)) == displayListDump(row))
    }

    @Test func axisModifiersSetOnlyTheirAxes() throws {
        #expect(try reads(Probe {
            $0.verticalScrollBounceBehavior == .basedOnSize && $0.horizontalScrollBounceBehavior == .automatic
        }.scrollBounceBehavior(.basedOnSize)))
        #expect(try reads(Probe {
            $0.horizontalScrollIndicatorVisibility == .hidden && $0.verticalScrollIndicatorVisibility == .automatic
        }.scrollIndicators(.hidden, axes: .horizontal)))
        #expect(ScrollIndicatorVisibility.hidden != .visible, "each visibility is its own value")
    }

    @Test func settingsDrawTheViewAsItIs() throws {
        let row = Text("Row")
        let plain = try displayListDump(row)
        #expect(try displayListDump(row.menuOrder(.fixed).menuIndicator(.visible)) == plain)
        #expect(try displayListDump(row.scrollIndicators(.never).scrollBounceBehavior(.always)) == plain)
        #expect(try displayListDump(row.autocorrectionDisabled().scrollDismissesKeyboard(.never)) == plain)
        #expect(try displayListDump(row.accessibilityCustomContent("Price", "4 €", importance: .high)) == plain)
        #expect(try displayListDump(row.accessibilityCustomContent(AccessibilityCustomContentKey("Price"), Text("4 €"))) == plain)
        #expect(try displayListDump(row.confirmationDialog(Text("Delete?"), isPresented: .constant(true), presenting: 3) { _ in
            Button("Delete", role: .destructive) {}
        }) == plain)
    }

    @Test func customContentKeysCompareByIdentity() {
        #expect(AccessibilityCustomContentKey("Price", id: "price") == AccessibilityCustomContentKey(Text("Cost"), id: "price"))
        #expect(AccessibilityCustomContentKey("Price") != AccessibilityCustomContentKey("Cost"))
        #expect(AccessibilityCustomContentKey("Price") == AccessibilityCustomContentKey("Price"))
    }

    @Test func autocapitalizationFromUIKitsStyles() {
        #expect(TextInputAutocapitalization(.none) == .never)
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
        #expect(TextInputAutocapitalization(.words) == .words)
    }

    private func rightToLeft<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    @Test func layoutDirectionBehaviorMirrorsInTheDirectionItNames() throws {
        let mark = Rectangle().fill(Color.red).frame(width: 10, height: 10).padding(.trailing, 30)
        #expect(try !displayListDump(mark.layoutDirectionBehavior(.mirrors)).contains("transform"))
        #expect(try displayListDump(rightToLeft(mark.layoutDirectionBehavior(.mirrors)))
            == displayListDump(rightToLeft(mark.flipsForRightToLeftLayoutDirection(true))))
        #expect(try displayListDump(rightToLeft(mark.layoutDirectionBehavior(.mirrors))).contains("transform"))
        #expect(try !displayListDump(rightToLeft(mark.layoutDirectionBehavior(.fixed))).contains("transform"))
        #expect(try displayListDump(mark.layoutDirectionBehavior(.mirrors(in: .leftToRight))).contains("transform"))
        #expect(try !displayListDump(rightToLeft(mark.layoutDirectionBehavior(.mirrors(in: .leftToRight)))).contains("transform"))
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }
}
