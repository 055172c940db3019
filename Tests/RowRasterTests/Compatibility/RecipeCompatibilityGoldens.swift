import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Recipe rows from the compatibility suite (Swift 5 mode), in iOS 17 style: a share link and
/// a menu at rest, a gradient from a colour's `gradient`, an animatable ring and a shake effect.
@MainActor
@Suite struct RecipeCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func savedRecipeRow() { assertGolden(of: SavedRecipeRow(), proposal: Self.row) }
    @Test func recipeVideoDownloadRow() { assertGolden(of: RecipeVideoDownloadRow(), proposal: Self.row) }
    @Test func verificationCodeRow() { assertGolden(of: VerificationCodeRow(), proposal: Self.row) }
}
