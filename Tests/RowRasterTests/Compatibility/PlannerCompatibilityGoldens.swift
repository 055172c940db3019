import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Planner rows from the compatibility suite (Swift 5 mode), in iOS 18 style: a card that is a
/// custom container (`Group(subviews:)`), its first view on top and the rest as chips, the
/// booked stop tinted through an `@Entry` container value.
@MainActor
@Suite struct PlannerCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func tripDayCardRow() { assertGolden(of: TripDayCardRow(), proposal: Self.row) }
}
