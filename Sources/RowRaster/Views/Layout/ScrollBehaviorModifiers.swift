/// Scroll behaviours that only show once someone scrolls, as SwiftUI's `scrollBounceBehavior`:
/// a render is the first frame, before any drag, so the view draws unchanged (resting state).

/// Whether a scroll view bounces when its content fits, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice: on iOS, always bounce.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounce only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

nonisolated extension View {
    /// How the scroll views inside bounce. Bouncing happens under a finger: nothing to draw.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        }
    }
}
