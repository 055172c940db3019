import Foundation
import RowRaster
import RowRasterPNG

/// The checks behind `assertGolden` (RowRasterTesting), without a test library: each
/// appearance's golden checked under the current `GoldenConfiguration` and the call's
/// overrides. Returns the failure messages, in order, for the caller to report to whichever
/// test library runs it; RowRasterTesting adds only that reporting, so tools that check goldens
/// (the command line, the previews runner) link no test library.
@MainActor
package func goldenAssertionFailures<V: View>(
    of view: V, named name: String?, proposal: ProposedViewSize, size: CGSize?, scale: CGFloat?,
    tolerance: GoldenTolerance?, record: GoldenRecordMode?, appearances: [RenderAppearance],
    fileID: String, filePath: String, function: String
) -> [String] {
    var configuration = GoldenConfiguration.current
    if let scale { configuration.scale = scale }
    if let tolerance { configuration.tolerance = tolerance }
    if let record { configuration.record = record }
    guard let root = configuration.root ?? GoldenLocation.packageRoot(above: filePath) else {
        return ["No Package.swift above \(filePath): set a goldens root with .goldens(root:) or GoldenConfiguration."]
    }
    var failures: [String] = []
    for appearance in appearances {
        let location = GoldenLocation(root: root, suite: configuration.suite ?? GoldenLocation.suiteName(fileID: fileID),
                                      test: function, name: name, scale: configuration.scale, variant: appearance.variantName)
        let request = GoldenRequest(proposal: size.map { ProposedViewSize($0) } ?? proposal, fixedSize: size,
                                    scale: configuration.scale, treatsWarningsAsErrors: configuration.treatsWarningsAsErrors,
                                    appearance: appearance)
        let outcome = GoldenCheck(location: location, configuration: configuration).run(view, request)
        if let message = outcome.failureMessage { failures.append(message) }
    }
    return failures
}

/// How to render the view for a golden.
struct GoldenRequest {
    var proposal: ProposedViewSize
    var fixedSize: CGSize?
    var scale: CGFloat
    /// Whether a render warning (a missing asset) fails the check.
    var treatsWarningsAsErrors = true
    var appearance = RenderAppearance.standard
}

/// What a golden check concluded.
struct GoldenOutcome {
    var status: GoldenRunManifest.Status
    var failureMessage: String?
}

/// A golden check outside a test function, for tools (`rowraster previews --check`): the view
/// checked against `Goldens/<suite>/<baseName>.png` under `root`, with the same record modes,
/// failure artifacts and run manifest as `assertGolden`. Returns the failure's message, or nil.
@MainActor
package func checkGolden<V: View>(of view: V, root: URL, suite: String, baseName: String, proposal: ProposedViewSize,
                                  scale: CGFloat, appearance: RenderAppearance, record: GoldenRecordMode?,
                                  tolerance: GoldenTolerance = .default) -> (status: GoldenRunManifest.Status, failure: String?) {
    let configuration = GoldenConfiguration(root: root, record: record, tolerance: tolerance, scale: scale)
    let location = GoldenLocation(root: root, suite: suite, baseName: baseName)
    let request = GoldenRequest(proposal: proposal, fixedSize: nil, scale: scale, treatsWarningsAsErrors: false,
                                appearance: appearance)
    let outcome = GoldenCheck(location: location, configuration: configuration).run(view, request)
    return (outcome.status, outcome.failureMessage)
}
