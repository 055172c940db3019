import Foundation
import RowRaster

/// Options for golden assertions, set per call, per suite or test (the `.goldens(…)` trait),
/// or from the environment.
public struct GoldenConfiguration: Sendable {
    /// The directory that holds `Goldens/`; nil finds the package root above the test file.
    public var root: URL?
    /// nil follows `GoldenRecordMode.fromEnvironment()`.
    public var record: GoldenRecordMode?
    public var tolerance: GoldenTolerance
    public var scale: CGFloat
    /// Overrides the suite folder name (by default the test file's name).
    public var suite: String?
    /// Whether a render warning (an image or colour asset not found) fails the assertion with
    /// its error, as `ImageRenderer.treatsWarningsAsErrors` does; on by default, since a golden
    /// of a row missing an asset records a blank where the asset belongs.
    public var treatsWarningsAsErrors: Bool

    public init(root: URL? = nil, record: GoldenRecordMode? = nil, tolerance: GoldenTolerance = .default,
                scale: CGFloat = 3, suite: String? = nil, treatsWarningsAsErrors: Bool = true) {
        self.root = root
        self.record = record
        self.tolerance = tolerance
        self.scale = scale
        self.suite = suite
        self.treatsWarningsAsErrors = treatsWarningsAsErrors
    }

    @TaskLocal public static var current = GoldenConfiguration()

    var effectiveRecordMode: GoldenRecordMode { record ?? GoldenRecordMode.fromEnvironment() }
}

/// Writes golden assertions' options for the code run inside `body`, for XCTest and code
/// outside Swift Testing's traits.
public func withGoldenConfiguration<R>(_ configuration: GoldenConfiguration, _ body: () throws -> R) rethrows -> R {
    try GoldenConfiguration.$current.withValue(configuration, operation: body)
}
