import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// Rows and a screen at the smallest Dynamic Type size and at accessibility3, where labels
/// wrap and rows grow: the renders that catch a truncated label.
@MainActor
@Suite struct DynamicTypeGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test(arguments: [DynamicTypeSize.xSmall, .accessibility3])
    func contactRow(size: DynamicTypeSize) {
        assertGolden(of: ContactRow(contact: .sample).dynamicTypeSize(size), named: "\(size)", proposal: Self.row)
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .accessibility3])
    func settingsScreen(size: DynamicTypeSize) {
        assertGolden(of: SettingsScreen().dynamicTypeSize(size), named: "\(size)", proposal: ProposedViewSize(width: 390, height: 700))
    }
}
