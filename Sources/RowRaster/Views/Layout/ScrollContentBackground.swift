/// Whether a scrollable container draws its own background behind its rows, as SwiftUI's
/// `scrollContentBackground(_:)`: hidden, a `List` or `Form` drops its grouped (or plain)
/// background, so what is behind it shows between the cards, as on iOS; rows keep their own.
private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// `.hidden` removes a list's background; `.automatic` and `.visible` keep it.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the background of the lists and forms inside.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
