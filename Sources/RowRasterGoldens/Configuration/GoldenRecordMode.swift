import Foundation

/// When golden assertions write goldens, with swift-snapshot-testing's names.
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write goldens that do not exist yet (and fail, saying so); compare the rest.
    case missing
    /// Rewrite every golden whose pixels changed (and fail); unchanged ones are left alone.
    case all
    /// Rewrite only goldens that fail the comparison (and still fail).
    case failed
    /// Never write: a missing golden fails and prints how to accept it. The default under CI.
    case never

    /// The mode when nothing chooses one: `ROWRASTER_RECORD` if set, `never` when `CI` is
    /// set, `missing` otherwise.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> GoldenRecordMode {
        if let value = environment["ROWRASTER_RECORD"]?.lowercased(), let mode = GoldenRecordMode(rawValue: value) {
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}
