import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows built on containers and custom layouts, from the compatibility suite (Swift 5 mode),
/// at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct LayoutCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func labeledTaskRow() { assertGolden(of: LabeledTaskRow(task: LabeledTaskRow.sample), proposal: Self.row) }

    /// The accent bar is sized by `onGeometryChange` inside the render: as tall as the text.
    @Test func measuredQuoteRow() { assertGolden(of: MeasuredQuoteRow(quote: MeasuredQuoteRow.sample), proposal: Self.row) }

    @Test func profileCountersRow() { assertGolden(of: ProfileCountersRow(counters: ProfileCountersRow.sample), proposal: Self.row) }

    @Test func weeklyForecastRow() { assertGolden(of: WeeklyForecastRow(days: WeeklyForecastRow.sample), proposal: Self.row) }

    @Test func sharedAlbumRow() { assertGolden(of: SharedAlbumRow(tiles: SharedAlbumRow.sample), proposal: Self.row) }

    @Test func productOfferRow() { assertGolden(of: ProductOfferRow(product: ProductOfferRow.sample), proposal: Self.row) }

    @Test func productOfferRowWithALongName() {
        assertGolden(of: ProductOfferRow(product: ProductOfferRow.longName), proposal: Self.row)
    }

    @Test func contactCardRowWide() { assertGolden(of: ContactCardRow(isCompact: false), proposal: Self.row) }

    @Test func contactCardRowCompact() { assertGolden(of: ContactCardRow(isCompact: true), proposal: Self.row) }
}
