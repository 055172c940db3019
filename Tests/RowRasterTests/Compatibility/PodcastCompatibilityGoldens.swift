import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Podcast rows from the compatibility suite (Swift 5 mode), at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct PodcastCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func podcastEpisodeRow() {
        assertGolden(of: PodcastEpisodeRow(episode: PodcastEpisodeRow.sample), proposal: Self.row)
    }
}
