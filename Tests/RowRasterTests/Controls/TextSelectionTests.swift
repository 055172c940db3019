import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// iOS 18's `TextSelection`, and the fields that report one: unfocused in a first frame, they
/// draw exactly as the fields without a selection.
@MainActor
@Suite struct TextSelectionTests {
    private let row = ProposedViewSize(width: 300, height: nil)
    private let note = "Pick up the bikes before six."

    @Test func aSelectionIsARangeSeveralRangesOrACaret() {
        let bikes = note.range(of: "bikes")!
        #expect(TextSelection(range: bikes).indices == .selection(bikes))
        #expect(!TextSelection(range: bikes).isInsertion)
        let caret = TextSelection(insertionPoint: note.startIndex)
        #expect(caret.isInsertion)
        #expect(caret.indices == .selection(note.startIndex..<note.startIndex))
        let both = TextSelection(ranges: RangeSet([bikes, note.range(of: "six")!]))
        #expect(!both.isInsertion)
        if case .multiSelection(let ranges) = both.indices { #expect(ranges.ranges.count == 2) } else { Issue.record("not several ranges") }
        #expect(caret.affinity == .automatic)
    }

    @Test func fieldsWithASelectionDrawAsFieldsWithout() throws {
        let selection = Binding<TextSelection?>.constant(TextSelection(range: note.range(of: "bikes")!))
        #expect(try displayListDump(TextField("Note", text: .constant(note), selection: selection), proposal: row)
                == (try displayListDump(TextField("Note", text: .constant(note)), proposal: row)))
        #expect(try displayListDump(TextField("Note", text: .constant(note), selection: selection, prompt: Text("Add a note"), axis: .vertical),
                                    proposal: row)
                == (try displayListDump(TextField("Note", text: .constant(note), prompt: Text("Add a note"), axis: .vertical), proposal: row)))
        #expect(try displayListDump(TextEditor(text: .constant(note), selection: selection), proposal: row)
                == (try displayListDump(TextEditor(text: .constant(note)), proposal: row)))
    }
}
