import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Settings rows from the compatibility suite (Swift 5 mode): forms, labeled content, custom
/// styles, group boxes, disabled controls; at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct SettingsCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func aboutDeviceSection() { assertGolden(of: AboutDeviceSection(), proposal: Self.row) }
    @Test func notificationSettingsForm() { assertGolden(of: NotificationSettingsForm(), proposal: Self.row) }
    @Test func subscriptionRow() { assertGolden(of: SubscriptionRow(), proposal: Self.row) }
    @Test func workoutSummaryBox() { assertGolden(of: WorkoutSummaryBox(), proposal: Self.row) }
    @Test func settingsIconRows() { assertGolden(of: SettingsIconRows(), proposal: Self.row) }
    /// `@AppStorage` keys no one has set: the defaults are drawn.
    @Test func readerSettingsForm() { assertGolden(of: ReaderSettingsForm(), proposal: Self.row) }
    /// A slider with symbols at its ends over two switches.
    @Test func displayBrightnessSection() { assertGolden(of: DisplayBrightnessSection(), proposal: Self.row) }
}
