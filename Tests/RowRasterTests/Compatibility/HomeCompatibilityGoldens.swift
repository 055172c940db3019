import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Home-automation rows from the compatibility suite (Swift 5 mode): an `@Observable` model read
/// through `@Environment(HomeModel.self)` and `@Bindable`, at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct HomeCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func accessoryTile() {
        assertGolden(of: AccessoryTile(accessory: HomeModel.sample().accessories[0]), proposal: ProposedViewSize(width: 180, height: nil))
    }

    @Test func accessoryGrid() {
        assertGolden(of: AccessoryGrid().environment(HomeModel.sample()), proposal: Self.row)
    }

    @Test func thermostatRow() {
        assertGolden(of: ThermostatRow(home: HomeModel.sample()), proposal: Self.row)
    }

    @Test func smartHomeScreen() {
        assertGolden(of: SmartHomeScreen().environment(HomeModel.sample()), proposal: ProposedViewSize(width: 390, height: 520))
    }
}
