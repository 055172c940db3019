import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Tables, badges and outlines as an iPhone draws them, at scale 3 (the default tolerance).
@MainActor
@Suite struct TableGoldens {
    private struct Invoice: Identifiable {
        let id: Int
        let client: String
        let amount: Double
        var lines: [Invoice]?
    }

    private static let invoices = [
        Invoice(id: 1, client: "Northwind Traders", amount: 1200, lines: [Invoice(id: 11, client: "Consulting", amount: 1200)]),
        Invoice(id: 2, client: "Contoso", amount: 310.5),
        Invoice(id: 3, client: "Fabrikam", amount: 88, lines: []),
        Invoice(id: 4, client: "Tailspin Toys", amount: 42),
    ]

    @Test func tableShowsItsFirstColumnInCompactWidth() {
        // The amount column and the header row are not drawn on iPhone.
        let view = Table(Self.invoices) {
            TableColumn("Client", value: \.client)
            TableColumn("Amount") { Text($0.amount, format: .currency(code: "USD")) }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 240))
    }

    @Test func treeTableRowsRestCollapsed() {
        let view = Table(Self.invoices, children: \.lines) {
            TableColumn("Client") { invoice in Label(invoice.client, systemImage: "doc.text") }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 240))
    }

    @Test func listRowsWithBadges() {
        let view = List {
            Section("Mailboxes") {
                Label("Inbox", systemImage: "tray").badge(12)
                Label("Drafts", systemImage: "doc").badge(0)
                Label("Flagged", systemImage: "flag").badge("New")
                Text("Archive").badge(Text("1,204"))
            }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 260))
    }
}
