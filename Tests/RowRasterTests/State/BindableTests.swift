import Foundation
import Observation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `@Bindable` makes bindings to an `@Observable` object's properties: controls draw what the
/// object holds, writes land in the object, and two bindings to one property are the same.
@MainActor
@Suite struct BindableTests {
    @Observable final class Note {
        var title = "Groceries"
        var isPinned = true
    }

    struct NoteEditor: View {
        @Bindable var note: Note

        var body: some View {
            Form {
                TextField("Title", text: $note.title)
                Toggle("Pinned", isOn: $note.isPinned)
            }
        }
    }

    struct InlineBindable: View {
        let note: Note

        var body: some View {
            @Bindable var note = note
            return TextField("Title", text: $note.title)
        }
    }

    @Test func controlsDrawWhatTheObjectHolds() throws {
        let note = Note()
        note.title = "Pancakes"
        let dump = try displayListDump(NoteEditor(note: note), proposal: ProposedViewSize(width: 390, height: 300))
        #expect(dump.contains("\"Pancakes\""))
        #expect(try displayListDump(InlineBindable(note: note)).contains("\"Pancakes\""))
    }

    @Test func writesLandInTheObject() {
        let note = Note()
        let bindable = Bindable(note)
        let title = bindable.title
        title.wrappedValue = "Bread"
        #expect(note.title == "Bread")
        #expect(bindable.projectedValue.isPinned.wrappedValue)
        #expect(title.location == Bindable(note).title.location)
        #expect(title.location != Bindable(Note()).title.location)
    }
}
