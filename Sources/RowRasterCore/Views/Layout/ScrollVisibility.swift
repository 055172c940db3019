// How much of a view a scroll view shows, for `onScrollVisibilityChange` and
// `onScrollTargetVisibilityChange`.
//
// What iOS does for views visible at first: Apple's documentation says the action is called
// "when the threshold has been reached" and shows it starting a video player
// (`onScrollVisibilityChange { playing = $0 }`), which only works if the video on screen at
// launch is reported too. A view's visibility starts out as not visible, so a view that
// appears past the threshold reports `true` when it is first laid out, and a view built but not
// shown enough (a lazy stack's row in the prefetch margin, below the fold) reports nothing until
// it crosses the threshold. Rows a lazy stack never builds report nothing at all.

extension CGRect {
    /// The fraction of this rect inside `visible`, by area; a rect of no area counts as wholly
    /// visible when it lies inside `visible`, and not at all otherwise.
    func fractionVisible(in visible: CGRect) -> Double {
        let area = width * height
        guard area > 0 else {
            return visible.contains(CGPoint(x: midX, y: midY)) || visible.intersects(self) ? 1 : 0
        }
        let shown = intersection(visible)
        guard !shown.isNull else { return 0 }
        return Double(shown.width * shown.height / area)
    }
}

/// A threshold as the modifiers take it: 0 to 1, anything else clamped (NaN counts as 0.5,
/// SwiftUI's default).
private func clampedThreshold(_ threshold: Double) -> Double {
    threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
}

/// Whether `fraction` passes `threshold`: at 0, any part shown counts.
private func passes(_ fraction: Double, _ threshold: Double) -> Bool {
    threshold == 0 ? fraction > 0 : fraction >= threshold
}

nonisolated extension View {
    /// Runs `action` when the part of this view its scroll view shows crosses `threshold`
    /// (0 to 1, half by default): with `true` when the view is laid out showing at least that
    /// much, the first layout included, and with `false` when it shows less again.
    ///
    /// The first call happens inside the render, so state it sets is drawn. A view outside every
    /// scroll view counts as shown whole.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        let threshold = clampedThreshold(threshold)
        return observingGeometry(GeometryObservation(
            measure: { placed, _ in
                guard let visible = placed.placement.scrollViewVisibleRect else { return true }
                return passes(placed.frame.fractionVisible(in: visible), threshold)
            },
            value: { $0 as? Bool },
            valueBeforeAppearing: false,
            action: { _, new in if let new = new as? Bool { action(new) } }))
    }

    /// Runs `action` with the ids (of type `idType`, in layout order) of the views inside the
    /// scroll view this modifies that show at least `threshold` of themselves (0 to 1, half by
    /// default): when the scroll view is first laid out with any such view, and whenever the
    /// list changes.
    ///
    /// The views are those with an id of that type: the rows of a `ForEach` over identified
    /// data, or views given `id(_:)`, the outermost of each. The first call happens inside the
    /// render, so state it sets is drawn.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        let threshold = clampedThreshold(threshold)
        return observingGeometry(GeometryObservation(
            measure: { _, node in
                guard let scroll = ScrollNode.first(in: node) else { return nil }
                var targets: [ShownTarget] = []
                collectTargets(in: scroll.content, visible: scroll.visibleRect, into: &targets)
                return targets
            },
            value: { targets in
                (targets as? [ShownTarget]).map { targets in
                    targets.compactMap { passes($0.fraction, threshold) ? $0.id as? ID : nil }
                }
            },
            valueBeforeAppearing: [ID](),
            action: { _, new in if let new = new as? [ID] { action(new) } }))
    }
}

/// A view with an id in a scroll view, and how much of it the scroll view shows.
private struct ShownTarget {
    let id: Any
    let fraction: Double
}

/// The views with an id, outermost first, not looking inside nested scroll views (whose
/// targets are their own).
@MainActor
private func collectTargets(in node: RenderNode, visible: CGRect, into targets: inout [ShownTarget]) {
    if let id = node.scrollID {
        targets.append(ShownTarget(id: id.base, fraction: node.frame.fractionVisible(in: visible)))
        return
    }
    guard !(node is ScrollNode) else { return }
    for child in node.children { collectTargets(in: child, visible: visible, into: &targets) }
}
