import CompatibilityRows
import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Developer-tool rows from the compatibility suite (Swift 5 mode): byte counts and durations,
/// a custom `Layout` behind `AnyLayout`, an empty state and a settings form, at scale 3 and an
/// iPhone's 390 pt width.
@MainActor
@Suite struct DeveloperCompatibilityGoldens {
    private static let row = ProposedViewSize(width: 390, height: nil)

    @Test func ciBuildRow() {
        assertGolden(of: CIBuildRow(build: CIBuildRow.sample), proposal: Self.row)
    }

    @Test func pipelineStagesRow() {
        assertGolden(of: PipelineStagesRow(), proposal: Self.row)
    }

    @Test func pipelineStagesRowCompact() {
        assertGolden(of: PipelineStagesRow(isCompact: true), proposal: Self.row)
    }

    @Test func noBuildsView() {
        assertGolden(of: NoBuildsView(), proposal: ProposedViewSize(width: 390, height: 360))
    }

    @Test func ciSettingsForm() {
        assertGolden(of: CISettingsForm(), proposal: ProposedViewSize(width: 390, height: 520))
    }
}

/// A design system's own style protocol (`@ViewBuilder func makeBody` that no actor owns),
/// builder helpers outside any view: this compiles only because `ViewBuilder` is not isolated
/// to the main actor, as in SwiftUI.
@MainActor
@Suite struct DesignSystemCompatibilityGoldens {
    @Test func deploymentStatusRow() {
        assertGolden(of: DeploymentStatusRow(deployments: DeploymentStatusRow.sample),
                     proposal: ProposedViewSize(width: 390, height: nil))
    }
}
