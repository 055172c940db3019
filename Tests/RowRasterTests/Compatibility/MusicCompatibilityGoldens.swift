import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Music rows from the compatibility suite (Swift 5 mode): durations, a now-playing bar on a
/// material, a tab whose list has a safe-area inset, at scale 3 and an iPhone's 390 pt width.
@MainActor
@Suite struct MusicCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func queueSongRow() {
        assertGolden(of: QueueSongRow(song: QueueSongRow.sample), proposal: Self.row)
    }

    @Test func nowPlayingBar() {
        assertGolden(of: NowPlayingBar(), proposal: Self.row)
    }

    /// iOS 18: a card whose background is a `MeshGradient`.
    @Test func nowPlayingCard() {
        assertGolden(of: NowPlayingCard(), proposal: Self.row)
    }

    @Test func playlistHeader() {
        assertGolden(of: PlaylistHeader(), proposal: Self.row)
    }

    @Test func upNextTab() {
        assertGolden(of: UpNextTab(), proposal: ProposedViewSize(width: 390, height: 480))
    }
}
