/// The style `.background` paints with, as SwiftUI's `backgroundStyle(_:)`: a container sets
/// it for what is inside (a card's own fill, say), and `.background`, `background(in:)` and
/// `background()` there paint with it instead of the system background.
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` resolves to inside; nil means the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style `.background` resolves to for everything inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the view's background with `.background`: the environment's background style when
    /// one is set, else the system background.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
