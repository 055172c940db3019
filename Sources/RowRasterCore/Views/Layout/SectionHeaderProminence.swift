/// How much a list section's header stands out, as SwiftUI's `Prominence`: the value
/// `headerProminence(_:)` takes.
public enum Prominence: Hashable, Sendable {
    /// The header as lists draw it by default.
    case standard
    /// A header that stands out more than the standard one.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// How much the headers of the list sections inside stand out (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the headers of the sections inside stand out: in an inset grouped list (the
    /// iOS default) a header in the title 3 style, semibold, in the label colour and the case
    /// it is written in, closer to the card's edge. Other list styles keep their headers.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

extension ListAppearance {
    /// Whether `.increased` headers look different here: UIKit has a prominent header for
    /// inset grouped lists only.
    var hasProminentHeaders: Bool { sectionMargin > 0 && uppercaseHeaders }
}
