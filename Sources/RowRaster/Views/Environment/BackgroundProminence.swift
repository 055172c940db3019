/// How prominent the background behind a view is, as SwiftUI's `BackgroundProminence`: iOS
/// raises it in a selected list row (the accent-coloured highlight), so content can switch to
/// colours that read on it. A render shows no selection, so it is `.standard` unless set.
public struct BackgroundProminence: Hashable, Sendable {
    private let level: Int

    /// The usual background.
    public static let standard = BackgroundProminence(level: 0)
    /// A prominent background, such as a selected row's.
    public static let increased = BackgroundProminence(level: 1)
}

private struct BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }

extension EnvironmentValues {
    /// The prominence of the background behind the view: ``BackgroundProminence/standard``
    /// unless set, as no row of a render is selected.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
