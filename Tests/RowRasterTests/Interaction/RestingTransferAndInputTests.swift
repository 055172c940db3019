import CoreTransferable
import Foundation
@testable import RowRaster
import Testing
import UniformTypeIdentifiers

/// File dialogs, drag and drop, hardware keys and pointer, focus publishing, presentation
/// settings, search tokens and VoiceOver rotors at rest: none of them acts before a touch, a
/// key or a presentation, so each draws exactly the unmodified row.
extension RestingStateTests {
    private struct Note: Identifiable, Codable, Transferable {
        var id = 1
        var title = "Groceries"

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    private struct SearchToken: Identifiable { let id: Int }

    private struct NoteDropDelegate: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
    }

    @Test func fileDialogsDrawNothing() throws {
        try expectUnchanged(row
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf, .image]) { _ in }
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText], allowsMultipleSelection: true) { _ in }
            .fileExporter(isPresented: .constant(true), item: Note(), contentTypes: [.json], defaultFilename: "note") { _ in }
            .fileMover(isPresented: .constant(true), file: URL(fileURLWithPath: "/tmp/a.txt")) { _ in }
            .fileDialogMessage("Choose a receipt")
            .fileDialogConfirmationLabel("Import")
            .fileDialogDefaultDirectory(nil)
            .fileDialogBrowserOptions([.includeHiddenFiles, .displayFileExtensions]))
    }

    @Test func dragAndDropDrawNothing() throws {
        try expectUnchanged(row
            .draggable(Note())
            .draggable("Groceries") { Text("Preview") }
            .dropDestination(for: String.self) { items, location in !items.isEmpty && location.x >= 0 }
            .onDrag { NSItemProvider(object: "Groceries" as NSString) }
            .onDrop(of: [.plainText], isTargeted: nil) { providers in !providers.isEmpty }
            .onDrop(of: [UTType.url], delegate: NoteDropDelegate())
            .springLoadingBehavior(.enabled))
    }

    @Test func keysPointerAndFocusDrawNothing() throws {
        try expectUnchanged(row
            .onKeyPress(.return) { .handled }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in press.modifiers.contains(.shift) ? .handled : .ignored }
            .onKeyPress(characters: .alphanumerics, phases: .down) { _ in .ignored }
            .onContinuousHover { phase in if case .active(let point) = phase { _ = point.x } }
            .hoverEffect(.lift)
            .hoverEffect(HighlightHoverEffect(), isEnabled: false)
            .hoverEffect(AutomaticHoverEffect().hoverEffectDisabled(false))
            .defaultHoverEffect(LiftHoverEffect())
            .hoverEffect(HoverEffect(EmptyHoverEffect.empty))
            .hoverEffectDisabled()
            .focusable(true, interactions: .activate)
            .focusEffectDisabled()
            .focusedValue(\.noteTitle, "Groceries")
            .keyboardShortcut("n", modifiers: .command, localization: .withoutMirroring)
            .sensoryFeedback(trigger: 1) { old, new in new > old ? .increase : nil })
    }

    @Test func presentationSettingsAndRotorsDrawNothing() throws {
        let titles = ["Milk", "Eggs"]
        try expectUnchanged(row
            .presentationBackground(.thinMaterial)
            .presentationCompactAdaptation(.popover)
            .presentationContentInteraction(.scrolls)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .dialogSuppressionToggle(isSuppressed: .constant(false))
            .accessibilityRotor("Items") {
                AccessibilityRotorEntry("Milk", id: 0)
                AccessibilityRotorEntry("Eggs", id: 1)
            }
            .accessibilityRotor(.headings, textRanges: [titles[0].startIndex..<titles[0].endIndex]))
    }

    /// Token search fields start with no tokens, so they draw as the plain search field does.
    @Test func tokenSearchDrawsTheFieldAtRest() throws {
        let plain = NavigationStack { row.searchable(text: .constant(""), prompt: "Search notes") }
        let tokens = NavigationStack {
            row.searchable(text: .constant(""), tokens: .constant([SearchToken]()), prompt: "Search notes") { token in
                Text("#\(token.id)")
            }
            .searchScopes(.constant(0)) { Text("All").tag(0) }
            .searchSuggestions(.hidden, for: .content)
        }
        #expect(try displayListDump(tokens, proposal: proposal) == displayListDump(plain, proposal: proposal))
    }

    /// What the focused view publishes reads nil in a render: nothing has focus yet.
    @Test func focusedValuesReadNil() throws {
        struct Detail: View {
            @FocusedValue(\.noteTitle) var title
            var body: some View { Text(title ?? "No note selected") }
        }
        #expect(try displayListDump(Detail()).contains("\"No note selected\""))
    }
}

private struct NoteTitleKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var noteTitle: String? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }
}
