private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// How views inside change their content in place (`contentTransition(_:)`); `.identity`
    /// unless set. A render shows content after its change, whichever transition is set.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions inside are drawn offscreen, in a drawing group, while they
    /// run; false unless set. No transition runs in a render, so it changes nothing drawn.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}
