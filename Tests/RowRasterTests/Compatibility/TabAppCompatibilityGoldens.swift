import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// The root of an app written with iOS 18's `Tab`s (the compatibility suite, Swift 5 mode), on
/// an iPhone screen without safe areas, at scale 3.
@MainActor
@Suite struct TabAppCompatibilityGoldens {
    @Test func readerTabRootWithItsSavedTabSelected() {
        assertGolden(of: ReaderTabRoot(), proposal: ProposedViewSize(width: 390, height: 520))
    }
}
