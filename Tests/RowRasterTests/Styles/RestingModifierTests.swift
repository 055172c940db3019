import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Modifiers the coverage run found missing, each drawing what iOS draws: `hidden()`, the
/// deprecated `colorScheme(_:)` and `accentColor(_:)`, `searchable`'s other prompts and its
/// suggestions (not shown at rest), and iOS 17's tap with a coordinate space protocol.
@MainActor
@Suite struct RestingModifierTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    @Test func hiddenKeepsItsPlaceAndDrawsNothing() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).hidden()
            Color.blue.frame(width: 10, height: 20)
        }
        #expect(try displayListDump(view) == "fill rect(40 0 10 20) #007AFF")
    }

    @Test func deprecatedSchemeAndAccentFormsSetWhatTheirSuccessorsSet() throws {
        let dark = Text("Night").colorScheme(.dark)
        #expect(try coloredTexts(dark) == coloredTexts(Text("Night").environment(\.colorScheme, .dark)))
        #expect(try coloredTexts(Button("Go") {}.accentColor(.orange)) == coloredTexts(Button("Go") {}.tint(.orange)))
    }

    @Test func searchPromptsAndSuggestionsDrawTheFieldAtRest() throws {
        let screen = ProposedViewSize(width: 390, height: 844)
        func list(_ body: (List<Never, Text>) -> some View) -> some View {
            NavigationStack { body(List { Text("Row") }).navigationTitle("Contacts") }
        }
        let prompt = "Search contacts"
        let expected = try layoutDump(list { $0.searchable(text: .constant(""), prompt: Text("Search contacts")) }, proposal: screen)
        #expect(try layoutDump(list { $0.searchable(text: .constant(""), isPresented: .constant(false), prompt: "Search contacts") },
                               proposal: screen) == expected)
        #expect(try layoutDump(list { $0.searchable(text: .constant(""), isPresented: .constant(true), prompt: prompt) },
                               proposal: screen) == expected)
        let suggested = list {
            $0.searchable(text: .constant(""), prompt: "Search contacts") { Text("Anna").searchCompletion("Anna") }
        }
        #expect(try layoutDump(suggested, proposal: screen) == expected)
    }

    @Test func tapsWithACoordinateSpaceChangeNothingDrawn() throws {
        let box = Color.red.frame(width: 40, height: 20)
        #expect(try displayListDump(box.onTapGesture(coordinateSpace: .named("card")) { _ in }) == displayListDump(box))
        #expect(try displayListDump(box.onTapGesture { (_: CGPoint) in }) == displayListDump(box))
        #expect(try displayListDump(box.transaction(value: 1) { $0.animation = nil }) == displayListDump(box))
    }

    /// Accessibility and speech describe a view to VoiceOver and never change its pixels; on
    /// `Text` they return `Text`, so a described run still concatenates.
    @Test func accessibilityAndSpeechLeaveTheDrawingAsItIs() throws {
        let distance: Text = Text("5").bold() + Text(" km").accessibilityLabel("kilometres").speechSpellsOutCharacters()
        #expect(try displayListDump(distance) == displayListDump(Text("5").bold() + Text(" km")))
        @Namespace var namespace
        let box = Color.red.frame(width: 40, height: 20)
        let described = box
            .accessibilityActivationPoint(.center)
            .accessibilityDirectTouch(options: .silentOnTouch)
            .accessibilityRepresentation { Text("Red square") }
            .accessibilityLinkedGroup(id: 1, in: namespace)
            .accessibilityTextContentType(.narrative)
            .speechAdjustedPitch(0.5)
        #expect(try displayListDump(described) == displayListDump(box))
    }
}
