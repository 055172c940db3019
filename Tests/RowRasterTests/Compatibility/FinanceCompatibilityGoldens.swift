import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Finance rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct FinanceCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func risingStockQuoteRow() {
        assertGolden(of: StockQuoteRow(quote: StockQuoteRow.sample), proposal: Self.row)
    }

    @Test func fallingStockQuoteRow() {
        assertGolden(of: StockQuoteRow(quote: StockQuoteRow.falling), proposal: Self.row)
    }

    /// Renewals as cards of their own (`listRowSpacing(10)`: rounded on every corner, no
    /// separators) under a prominent header; the second section's header stays standard.
    @Test func subscriptionsScreen() {
        assertGolden(of: SubscriptionsScreen(upcoming: SubscriptionsScreen.upcoming, cancelled: SubscriptionsScreen.cancelled),
                     proposal: ProposedViewSize(width: 390, height: 420))
    }
}
