private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The tint set with `.tint(_:)`; nil leaves each control its own (the accent colour, or
    /// green for a switch).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint, or the accent colour.
    package var tintOrAccent: Color { tint ?? .accentColor }
}
