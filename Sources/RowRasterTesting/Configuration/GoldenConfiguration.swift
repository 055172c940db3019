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

    public init(root: URL? = nil, record: GoldenRecordMode? = nil, tolerance: GoldenTolerance = .default,
                scale: CGFloat = 3, suite: String? = nil) {
        self.root = root
        self.record = record
        self.tolerance = tolerance
        self.scale = scale
        self.suite = suite
    }

    @TaskLocal public static var current = GoldenConfiguration()

    var effectiveRecordMode: GoldenRecordMode { record ?? GoldenRecordMode.fromEnvironment() }
}

/// Writes golden assertions' options for the code run inside `body`, for XCTest and code
/// outside Swift Testing's traits.
public func withGoldenConfiguration<R>(_ configuration: GoldenConfiguration, _ body: () throws -> R) rethrows -> R {
    try GoldenConfiguration.$current.withValue(configuration, operation: body)
}
