/// Geometry observed inside a render: `onGeometryChange`, `onScrollGeometryChange`,
/// `onScrollVisibilityChange`, `onScrollTargetVisibilityChange`, and `onPreferenceChange`
/// (a preference read off the laid-out subtree, which anchors and `GeometryReader`s feed).
///
/// On iOS these actions run during the update that lays the view out, before the frame is
/// committed: a `@State` an action sets (a measured height sizing a sibling) is already drawn
/// in the first frame the user sees. A render does the same. After the tree is placed, the
/// render's graph reads each observed value off the laid-out tree (`GeometryObservationTracker`);
/// when an action ran, the views whose state it changed are evaluated and the tree laid out
/// again, until no value changes (see `RenderPipeline`). Unlike `onAppear`, these actions
/// therefore run in a single render, not only in the frames of a scroll simulation.

/// Where an observing view was placed: what its value is computed from.
struct ObservedPlacement {
    /// The view's frame, in the render's coordinates.
    let frame: CGRect
    let placement: PlacementContext
}

/// A value read off a laid-out subtree, and what runs when it changes.
struct GeometryObservation {
    /// Measures the laid-out view (its proxy, its scroll view's geometry); nil when there is
    /// nothing to observe (no scroll view under `onScrollGeometryChange`), and then no action
    /// runs. It captures nothing of the app's, so it can run on the main actor.
    let measure: @MainActor (ObservedPlacement, RenderNode) -> Any?
    /// Makes the observed value of the measurement (the app's `transform`).
    let value: (Any) -> (any Equatable)?
    /// The value the action compares the first one with: nil runs the action with the first
    /// value whatever it is (`onGeometryChange`); `false` runs `onScrollVisibilityChange` only
    /// for a view that appears visible.
    let valueBeforeAppearing: (any Equatable)?
    /// Runs with the old and the new value (the new one twice the first time, as
    /// `onChange(of:initial:)` does).
    let action: (_ oldValue: any Equatable, _ newValue: any Equatable) -> Void
}

nonisolated struct _GeometryObservingModifier: ViewModifier, PrimitiveModifier {
    let observation: GeometryObservation

    func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let nodes = content(context)
        context.graph.geometryObservations.isInUse = true
        let key = context.identity.description
        return nodes.enumerated().map { index, node in
            GeometryObserverNode(child: node, observation: observation, key: nodes.count == 1 ? key : "\(key)#\(index)")
        }
    }
}

nonisolated extension View {
    /// Observes `observation` on this view, inside the render.
    func observingGeometry(_ observation: GeometryObservation) -> some View {
        modifier(_GeometryObservingModifier(observation: observation))
    }
}

/// A view whose geometry is observed: it remembers where it was last placed, for the tracker.
package final class GeometryObserverNode: WrapperNode {
    let observation: GeometryObservation
    /// The view's identity: which earlier value its new one is compared with.
    let key: String
    /// Where the last layout pass placed the view; taken (and cleared) by the tracker, so a
    /// view a pass left unplaced (a row a scroll view does not show) reports nothing stale.
    private var placed: ObservedPlacement?

    init(child: RenderNode, observation: GeometryObservation, key: String) {
        self.observation = observation
        self.key = key
        super.init(name: "geometryObserver", child: child)
        if context.tracksRows { context.rowTops.extend(child, to: self) }
        scrollID = child.scrollID
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        placed = ObservedPlacement(frame: frame, placement: placement)
        super.placeChildren(in: frame, proposal: proposal, with: placement)
    }

    /// Where the view was placed since the last call, if it was.
    func takePlacement() -> ObservedPlacement? {
        defer { placed = nil }
        return placed
    }
}

/// The observed values of the render's graph, pass to pass and frame to frame.
@MainActor
package final class GeometryObservationTracker {
    private var lastValues: [String: any Equatable] = [:]
    /// Set once an observing view is built: until then renders need no walk of their tree.
    package var isInUse = false

    package init() {}

    /// Reads every observed value in `root`'s laid-out tree and runs the actions of those that
    /// changed (or appeared), in tree order; returns how many actions ran.
    package func update(root: RenderNode) -> Int {
        var found: [GeometryObserverNode] = []
        Self.collect(root, into: &found)
        var next: [String: any Equatable] = [:]
        var occurrences: [String: Int] = [:]
        var actionsRun = 0
        for node in found {
            // Several observers on one view (two `onGeometryChange`s) share its identity.
            let occurrence = occurrences[node.key, default: 0]
            occurrences[node.key] = occurrence + 1
            let key = occurrence == 0 ? node.key : "\(node.key)@\(occurrence)"
            guard let placed = node.takePlacement() else {
                if let last = lastValues[key] { next[key] = last }
                continue
            }
            guard let measured = node.observation.measure(placed, node.child),
                  let value = node.observation.value(measured) else { continue }
            let old = lastValues[key] ?? node.observation.valueBeforeAppearing
            next[key] = value
            if let old, value.isEqual(to: old) { continue }
            node.observation.action(old ?? value, value)
            actionsRun += 1
        }
        // A view that left the tree reports its first value again when it comes back, as a row
        // scrolled out of a lazy stack and back appears anew.
        lastValues = next
        return actionsRun
    }

    private static func collect(_ node: RenderNode, into found: inout [GeometryObserverNode]) {
        if let observer = node as? GeometryObserverNode { found.append(observer) }
        for child in node.children { collect(child, into: &found) }
    }
}
