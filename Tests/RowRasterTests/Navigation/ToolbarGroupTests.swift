import Foundation
@testable import RowRaster
import Testing

/// A `Group` of toolbar items places each item as if it were written in place.
@MainActor
@Suite struct ToolbarGroupTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    @Test func aGroupOfItemsDrawsItsItemsWhereTheySay() throws {
        let grouped = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Orders")
                .toolbar {
                    Group {
                        ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    }
                }
        }
        let written = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Orders")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
        }
        let dump = try displayListDump(grouped, proposal: proposal)
        #expect(dump == (try displayListDump(written, proposal: proposal)))
        #expect(dump.contains("Filter") && dump.contains("Add"))
    }

    /// A labeled item group draws its items on an iPhone bar, exactly as the group without a
    /// label; the label is for bars that collapse the group.
    @Test func aLabeledItemGroupDrawsItsItems() throws {
        func screen(labeled: Bool) -> some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Notes")
                    .toolbar {
                        if labeled {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Share") {}
                                Button("Add") {}
                            } label: {
                                Label("Actions", systemImage: "ellipsis.circle")
                            }
                        } else {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Share") {}
                                Button("Add") {}
                            }
                        }
                    }
            }
        }
        let dump = try displayListDump(screen(labeled: true), proposal: proposal)
        #expect(dump == (try displayListDump(screen(labeled: false), proposal: proposal)))
        #expect(dump.contains("Share") && !dump.contains("Actions"))
    }
}
