import Foundation
import RowRaster
import RowRasterGallery
import RowRasterTesting
import Testing

/// Rows and a screen at the smallest Dynamic Type size and at accessibility3, where labels
/// wrap and rows grow (the renders that catch a truncated label), and right to left: each
/// assertion runs a matrix of appearances, one golden per variant (`@3x.xs`, `@3x.ax3.rtl`).
@MainActor
@Suite struct DynamicTypeGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)
    private static let variants: [RenderAppearance] = [
        .dynamicTypeSize(.xSmall), .dynamicTypeSize(.accessibility3),
        RenderAppearance(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft),
        RenderAppearance(colorScheme: .dark, dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft),
    ]

    @Test func contactRow() {
        assertGolden(of: ContactRow(contact: .sample), proposal: Self.row, appearances: Self.variants)
    }

    @Test func settingsScreen() {
        assertGolden(of: SettingsScreen(), proposal: ProposedViewSize(width: 390, height: 700), appearances: Self.variants)
    }
}
