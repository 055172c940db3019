import Foundation

/// iOS 18's navigation transitions (`navigationTransition(.zoom(sourceID:in:))`) and the
/// views they start from (`matchedTransitionSource`). They animate a push or a presentation;
/// a render shows a screen at rest, before anything is pushed, so they draw nothing of their own.

/// How a pushed or presented view comes in, as SwiftUI's `NavigationTransition`.
public protocol NavigationTransition {}

/// The system's transition, as SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// A zoom from a source view, as SwiftUI's `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition, Sendable {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The system's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a transition's source looks while the transition runs, as SwiftUI's
/// `MatchedTransitionSourceConfiguration`.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source's look as it is, as SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source's look with a shadow, a clip shape or a background for the transition.
public struct AdjustedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// A shadow under the source while the transition runs.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        AdjustedMatchedTransitionSourceConfiguration()
    }

    /// The source clipped to `shape` while the transition runs.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        AdjustedMatchedTransitionSourceConfiguration()
    }

    /// The source clipped to `shape` while the transition runs.
    public func clipShape<S: Shape>(_ shape: S) -> some MatchedTransitionSourceConfiguration {
        AdjustedMatchedTransitionSourceConfiguration()
    }

    /// The source over `style` while the transition runs.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        AdjustedMatchedTransitionSourceConfiguration()
    }
}

nonisolated extension View {
    /// How this view comes in when pushed or presented: at rest it draws as it is.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { inert() }

    /// Marks this view as where a zoom transition starts: at rest it draws as it is.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { inert() }

    /// Marks this view as where a zoom transition starts, looking as `configuration` says
    /// while it runs: at rest it draws as it is.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View {
        inert()
    }
}
