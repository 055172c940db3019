/// `ScrollViewReader` as a render shows it: its content, built with a proxy.
///
/// A proxy scrolls when an action calls `scrollTo(_:anchor:)`: a button's, or `onAppear`'s. A
/// single render runs no actions (see `onAppear`), so the scroll views inside start where they
/// would untouched; to render a scroll view at a row, `scrollPosition(id:)` names where it starts,
/// as on iOS.
@frozen public struct ScrollViewReader<Content: View>: View {
    /// The content, given the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content can scroll the scroll views inside it.
    @inlinable public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// What scrolls the scroll views inside a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    init() {}

    /// Scrolls the scroll view holding the view with identity `id` until it shows, at `anchor`
    /// if given. Called from actions, which a single render does not run.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
