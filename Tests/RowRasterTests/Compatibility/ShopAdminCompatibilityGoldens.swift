import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Shop admin rows from the compatibility suite (Swift 5 mode): an orders table as an iPhone
/// shows it (the first column, as a plain list) and a menu with badges, at scale 3 and an
/// iPhone's 390 pt width.
@MainActor
@Suite struct ShopAdminCompatibilityGoldens {
    private static let screen = ProposedViewSize(width: 390, height: 300)

    @Test func ordersTable() { assertGolden(of: OrdersTable(), proposal: Self.screen) }
    @Test func adminMenuList() { assertGolden(of: AdminMenuList(), proposal: ProposedViewSize(width: 390, height: 400)) }
}
