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
}
