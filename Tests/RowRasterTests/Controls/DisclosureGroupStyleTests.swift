import Foundation
@testable import RowRaster
import Testing

/// `disclosureGroupStyle(_:)`: a custom style gets the label, the content and the expansion
/// binding; `.automatic` draws as a group with no style set.
@MainActor
@Suite struct DisclosureGroupStyleTests {
    /// A style in the way apps write them: a caret in text, the content only when expanded.
    struct CaretStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    Text(configuration.isExpanded ? "▾" : "▸")
                    configuration.label
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    private let row = ProposedViewSize(width: 320, height: nil)

    @Test func aCustomStyleGetsLabelContentAndExpansion() throws {
        let collapsed = try displayListDump(DisclosureGroup("Advanced") { Text("Proxy") }.disclosureGroupStyle(CaretStyle()),
                                            proposal: row)
        #expect(collapsed.contains("\"▸\"") && collapsed.contains("\"Advanced\"") && !collapsed.contains("\"Proxy\""))
        let expanded = try displayListDump(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Proxy") }
            .disclosureGroupStyle(CaretStyle()), proposal: row)
        #expect(expanded.contains("\"▾\"") && expanded.contains("\"Proxy\""))
    }

    @Test func theAutomaticStyleIsTheUnstyledLook() throws {
        let group = DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }
        #expect(try displayListDump(group.disclosureGroupStyle(.automatic), proposal: row)
            == displayListDump(group, proposal: row))
    }
}
