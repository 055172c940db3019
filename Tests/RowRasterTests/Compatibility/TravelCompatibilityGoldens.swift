import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Travel rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct TravelCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func tripCardRow() {
        assertGolden(of: TripCardRow(trip: TripCardRow.sample), proposal: Self.row)
    }

    @Test func boardingPassRow() {
        assertGolden(of: BoardingPassRow(flight: BoardingPassRow.sample), proposal: Self.row)
    }

    @Test func flightStatusRow() {
        assertGolden(of: FlightStatusRow(status: FlightStatusRow.sample), proposal: Self.row)
    }

    /// Too narrow for the terminal: `ViewThatFits` falls back to the status and time alone.
    @Test func flightStatusRowNarrow() {
        assertGolden(of: FlightStatusRow(status: FlightStatusRow.sample), proposal: ProposedViewSize(width: 240, height: nil))
    }

    @Test func tripSettingsForm() {
        assertGolden(of: TripSettingsForm(), proposal: ProposedViewSize(width: 390, height: 420))
    }

    /// Cards of four fifths of the scroll view less its margins (`containerRelativeFrame`): the
    /// second card peeks in at the trailing edge.
    @Test func destinationCarouselRow() {
        assertGolden(of: DestinationCarouselRow(destinations: DestinationCarouselRow.sample), proposal: Self.row)
    }
}
