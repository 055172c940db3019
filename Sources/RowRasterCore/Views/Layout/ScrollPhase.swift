/// The phase of a scroll view's scrolling, as SwiftUI's `ScrollPhase`. A render shows a scroll
/// view at rest, `.idle`; the other phases come from touches and animated scrolls.
@frozen public enum ScrollPhase: Equatable, Hashable, Sendable {
    /// Nothing scrolls.
    case idle
    /// A finger is down on the scroll view but has not moved it yet.
    case tracking
    /// A finger is moving the content.
    case interacting
    /// The finger lifted and the content slows down to where it stops.
    case decelerating
    /// The content moves to a position set by code (`scrollTo`, `scrollPosition`).
    case animating

    /// Whether the content is moving: any phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

extension ScrollPhase: CustomDebugStringConvertible {
    /// The phase's name.
    public var debugDescription: String {
        switch self {
        case .idle: return "idle"
        case .tracking: return "tracking"
        case .interacting: return "interacting"
        case .decelerating: return "decelerating"
        case .animating: return "animating"
        }
    }
}

/// What `onScrollPhaseChange` tells besides the phases, as SwiftUI's
/// `ScrollPhaseChangeContext`: the scroll view's geometry and, while a finger moves it, its
/// velocity.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public let geometry: ScrollGeometry
    /// How fast the content moves, in points per second, when a finger drives it.
    public let velocity: CGVector?

    package init(geometry: ScrollGeometry, velocity: CGVector?) {
        self.geometry = geometry
        self.velocity = velocity
    }
}

nonisolated extension View {
    /// Runs `action` with the old and the new phase when the scroll views inside start or stop
    /// scrolling. A render draws the resting state, where the phase is `.idle` and has not
    /// changed: the action never runs in a render, as on iOS before any touch.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// Runs `action` with the old and the new phase and the scroll view's geometry when the
    /// scroll views inside start or stop scrolling. A render draws the resting state, where the
    /// phase is `.idle` and has not changed: the action never runs in a render.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        self
    }
}
