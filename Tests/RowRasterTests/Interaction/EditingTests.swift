import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// List editing at rest: rows keep their place and laziness under editing and resting modifiers,
/// and the Edit button reads "Edit" as a borderless button.
@MainActor
@Suite struct EditingTests {
    private let proposal = ProposedViewSize(width: 390, height: 400)

    private func list<Rows: View>(@ViewBuilder _ rows: () -> Rows) -> some View {
        List { rows() }.listStyle(.plain)
    }

    final class Counter { var evaluations = 0 }

    private struct CountedRow: View {
        let index: Int
        let counter: Counter
        var body: some View {
            let _ = counter.evaluations += 1
            Text("Row \(index)")
        }
    }

    @Test func editingAndRestingModifiersOnAForEachKeepItsRowsLazy() throws {
        let plain = list { ForEach(0..<50, id: \.self) { Text("Row \($0)") } }
        let edited = list {
            ForEach(0..<50, id: \.self) { Text("Row \($0)") }
                .onDelete { _ in }
                .onMove { _, _ in }
                .accessibilityLabel("Rows")
                .contextMenu { Button("Copy") {} }
        }
        #expect(try displayListDump(edited, proposal: proposal) == displayListDump(plain, proposal: proposal))
        // Laziness: only the rows in view (and the prefetch margin) are evaluated, not all fifty.
        let counter = Counter()
        _ = try layoutDump(list {
            ForEach(0..<50, id: \.self) { CountedRow(index: $0, counter: counter) }.onDelete { _ in }.accessibilityHidden(false)
        }, proposal: proposal)
        #expect(counter.evaluations > 0 && counter.evaluations < 20)
    }

    @Test func insertionsAndDropsOnAForEachChangeNothingDrawn() throws {
        // They act on a drop, which needs a drag: at rest the rows draw as they are.
        let plain = list { ForEach(0..<5, id: \.self) { Text("Row \($0)") } }
        let droppable = list {
            ForEach(0..<5, id: \.self) { Text("Row \($0)") }
                .onInsert(of: [.plainText]) { _, _ in }
                .dropDestination(for: String.self) { _, _ in }
                .onDelete { _ in }
        }
        #expect(try displayListDump(droppable, proposal: proposal) == displayListDump(plain, proposal: proposal))
        #expect(try displayListDump(plain, proposal: proposal).contains("Row 4"))
    }

    @Test func editButtonDrawsAsABorderlessEditButton() throws {
        let proposal = ProposedViewSize(width: 200, height: nil)
        #expect(try displayListDump(EditButton(), proposal: proposal) == displayListDump(Button("Edit") {}, proposal: proposal))
        #expect(EnvironmentValues().editMode?.wrappedValue.isEditing == false)
    }

    @Test func feedbackAndHoverDrawNothing() throws {
        let row = Text("Saved").padding()
        let proposal = ProposedViewSize(width: 200, height: nil)
        let modified = row
            .sensoryFeedback(.success, trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: "a") { old, new in old != new }
            .onHover { _ in }
            .deleteDisabled(true)
            .moveDisabled(true)
        #expect(try displayListDump(modified, proposal: proposal) == displayListDump(row, proposal: proposal))
    }
}
