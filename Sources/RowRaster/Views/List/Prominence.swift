/// How much a list section's header stands out, as SwiftUI's `Prominence`: the value
/// `headerProminence(_:)` takes.
public enum Prominence: Hashable, Sendable {
    /// The header as lists draw it by default.
    case standard
    /// A header that stands out more than the standard one.
    case increased
}
