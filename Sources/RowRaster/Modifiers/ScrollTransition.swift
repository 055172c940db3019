// `scrollTransition`, as SwiftUI's (iOS 17): a view changes as it enters and leaves the
// visible region of the scroll view around it. A render is one scroll position, so each view's
// phase comes from where it is placed: identity once it has crossed its configuration's
// threshold, otherwise top-leading or bottom-trailing by how far it is from it. Built on
// `visualEffect`, which already knows a placed view's frame in `.scrollView`.

import Foundation

/// Where a view is in a scroll transition, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the top (or leading) edge's threshold.
    case topLeading
    /// Past both thresholds: drawn as it is.
    case identity
    /// Before the bottom (or trailing) edge's threshold.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 at `topLeading`, 0 at `identity`, 1 at `bottomTrailing`; interactive transitions
    /// report the values between.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        /// Jumps to the phase once the threshold is crossed (animated on iOS; a render shows the end).
        case animated
        /// Follows the scroll position, through a timing curve from hidden (0) to the threshold (1).
        case interactive(UnitCurve)
        /// Always identity.
        case identity
    }

    let kind: Kind
    var thresholdValue = Threshold.visible

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated)
    }

    public static let animated = ScrollTransitionConfiguration(kind: .animated)

    /// Follows the scroll position, paced by `timingCurve` from just hidden (0) to the threshold (1).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))

    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// The animation between discrete phases; a render shows where it ends.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// This configuration, fully visible at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// A point on the way from hidden to visible, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`. Each is a position of the view's near edge,
    /// measured from where the view would be just hidden beyond the container's edge.
    public struct Threshold: Sendable {
        /// The position for a view of `extent` in a container of `length`.
        let position: @Sendable (_ extent: Double, _ length: Double) -> Double

        /// Fully inside the container.
        public static let visible = Threshold { extent, _ in extent }
        /// Just outside it: any part showing counts.
        public static let hidden = Threshold { _, _ in 0 }
        /// Centred in the container.
        public static var centered: Threshold { Threshold { extent, length in (length + extent) / 2 } }

        /// `amount` of the view inside the container (clamped to 0…1).
        public static func visible(_ amount: Double) -> Threshold {
            let amount = amount.isFinite ? min(max(amount, 0), 1) : 1
            return Threshold { extent, _ in extent * amount }
        }

        /// This threshold moved `amount` of the way towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let mine = position
            return Threshold { extent, length in
                let start = mine(extent, length)
                return start + (other.position(extent, length) - start) * (amount.isFinite ? amount : 0)
            }
        }

        /// This threshold `distance` points closer to the container's centre.
        public func inset(by distance: Double) -> Threshold {
            let mine = position
            return Threshold { extent, length in mine(extent, length) + (distance.isFinite ? distance : 0) }
        }
    }

    /// The phase value for a view whose near edge has travelled `travel` points into the
    /// container from just hidden; 0 once the threshold is reached, 1 while hidden.
    func remaining(travel: Double, extent: Double, length: Double) -> Double {
        let threshold = thresholdValue.position(extent, length)
        let progress = threshold > 0 ? min(max(travel / threshold, 0), 1) : (travel > 0 ? 1 : 0)
        switch kind {
        case .identity: return 0
        case .animated: return progress >= 1 ? 0 : 1
        case .interactive(let curve): return 1 - curve.value(at: progress)
        }
    }
}

nonisolated extension View {
    /// Changes this view as it enters and leaves the visible region of its scroll view, with
    /// one configuration for both edges.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Changes this view as it enters and leaves the visible region of its scroll view, with a
    /// configuration for each edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        visualEffect { effect, proxy in
            // `visualEffect` calls this once the view is placed; the proxy is plain values.
            let (phase, amount) = ScrollTransitionGeometry.phase(of: proxy, axis: axis, topLeading: topLeading,
                                                                 bottomTrailing: bottomTrailing)
            let end = transition(effect, phase).chain
            guard phase != .identity, amount < 1 else { return end }
            // Between phases SwiftUI interpolates the effect's values, as it animates them.
            // Effects of different shapes at the two ends (an effect applied in one phase
            // only) cannot be mixed value by value, so the nearer end is drawn.
            let start = transition(effect, .identity).chain
            return start.interpolated(towards: end, amount: amount) ?? (amount < 0.5 ? start : end)
        }
    }
}

/// Where a placed view is relative to its scroll view's visible region: geometry of plain
/// values, bound to no actor, as the proxy it reads.
nonisolated enum ScrollTransitionGeometry {
    /// The view's phase, and how far into it (1 is all the way, as the phase's own effect).
    static func phase(of proxy: GeometryProxy, axis: Axis?, topLeading: ScrollTransitionConfiguration,
                      bottomTrailing: ScrollTransitionConfiguration) -> (ScrollTransitionPhase, Double) {
        guard let axis = axis ?? scrollAxis(of: proxy),
              let visible = proxy.bounds(of: .scrollView(axis: axis)) ?? proxy.bounds(of: .scrollView) else { return (.identity, 0) }
        let frame = proxy.frame(in: .local)
        // The view's extent and the container's, along the axis, in the view's own space.
        let (start, end, low, high) = axis == .vertical
            ? (frame.minY, frame.maxY, visible.minY, visible.maxY)
            : (frame.minX, frame.maxX, visible.minX, visible.maxX)
        let extent = end - start
        let length = high - low
        guard extent.isFinite, length.isFinite, extent > 0, length > 0 else { return (.identity, 0) }
        // How far each edge's threshold still is, from 0 (reached) to 1 (hidden beyond it).
        let fromTop = topLeading.remaining(travel: end - low, extent: extent, length: length)
        let fromBottom = bottomTrailing.remaining(travel: high - start, extent: extent, length: length)
        let isAboveCentre = start + end < low + high
        if fromTop > 0 && (fromBottom == 0 || isAboveCentre) { return (.topLeading, fromTop) }
        if fromBottom > 0 { return (.bottomTrailing, fromBottom) }
        return (.identity, 0)
    }

    /// The axis of the scroll view around the proxy's view, if any.
    private static func scrollAxis(of proxy: GeometryProxy) -> Axis? {
        if proxy.bounds(of: .scrollView(axis: .vertical)) != nil { return .vertical }
        if proxy.bounds(of: .scrollView(axis: .horizontal)) != nil { return .horizontal }
        return nil
    }
}
