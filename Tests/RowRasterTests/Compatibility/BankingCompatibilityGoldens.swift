import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Banking rows from the compatibility suite (Swift 5 mode): currency and percent formats, a
/// spending gauge, a redacted placeholder, at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct BankingCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func bankTransactionRow() {
        assertGolden(of: BankTransactionRow(transaction: BankTransactionRow.sample), proposal: Self.row)
    }

    @Test func spendingBudgetRow() {
        assertGolden(of: SpendingBudgetRow(), proposal: Self.row)
    }

    @Test func accountBalanceCard() {
        assertGolden(of: AccountBalanceCard(), proposal: Self.row)
    }

    /// While loading, the card's text is drawn as placeholder bars.
    @Test func accountBalanceCardLoading() {
        assertGolden(of: AccountBalanceCard(isLoading: true), proposal: Self.row)
    }

    @Test func recentActivityList() {
        assertGolden(of: RecentActivityList(), proposal: ProposedViewSize(width: 390, height: 400))
    }
}
