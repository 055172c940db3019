import Foundation
import RowRasterGoldens
import Testing

/// A Swift Testing trait that sets golden-assertion options for a suite or a test:
///
///     @Suite(.goldens(record: .failed, tolerance: .perceptual(threshold: 2)))
///     struct RowGoldens { … }
public struct GoldenTrait: SuiteTrait, TestTrait, TestScoping {
    let change: @Sendable (inout GoldenConfiguration) -> Void

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        var configuration = GoldenConfiguration.current
        change(&configuration)
        try await GoldenConfiguration.$current.withValue(configuration) {
            try await function()
        }
    }
}

extension Trait where Self == GoldenTrait {
    /// Golden options for every assertion in the suite or test; nil leaves an option as it is.
    public static func goldens(record: GoldenRecordMode? = nil, tolerance: GoldenTolerance? = nil,
                               scale: CGFloat? = nil, root: URL? = nil, suite: String? = nil,
                               treatsWarningsAsErrors: Bool? = nil) -> GoldenTrait {
        GoldenTrait { configuration in
            if let treatsWarningsAsErrors { configuration.treatsWarningsAsErrors = treatsWarningsAsErrors }
            if let record { configuration.record = record }
            if let tolerance { configuration.tolerance = tolerance }
            if let scale { configuration.scale = scale }
            if let root { configuration.root = root }
            if let suite { configuration.suite = suite }
        }
    }
}
