import Observation

/// `@Observable` models: a body depends on the properties it read while it ran, and only a
/// change to one of those invalidates the view, as SwiftUI tracks them.
extension ViewGraph {
    /// Runs `view.body` recording the observable properties it reads; the first change to any
    /// of them invalidates `record` with the reason `@dependencies` (SwiftUI's word for it).
    /// Only the body's own construction is tracked: the views inside track their own bodies.
    func trackedBody<V: View>(_ view: V, record: ViewRecord) -> V.Body {
        tracked(by: record) { view.body }
    }

    /// Runs `work` (a `ForEach`'s row closure, a control's bindings) as part of the body being
    /// evaluated: what it reads of an observable model is that body's dependency, as in SwiftUI.
    package func trackedByCurrentView<T>(_ work: () -> T) -> T {
        guard let current else { return work() }
        return tracked(by: current, work)
    }

    /// Runs `work`, and invalidates `record` when an observable property it read changes.
    func tracked<T>(by record: ViewRecord, _ work: () -> T) -> T {
        let target = RecordReference(record)
        return withObservationTracking(work) {
            target.invalidate(because: "dependencies")
        }
    }
}

/// A record named from an observation callback. Models change on the main actor, as SwiftUI
/// requires of them (it warns about changes published from other threads), so the callback
/// runs there and marks the view at once, before the next frame.
final class RecordReference: @unchecked Sendable {
    // @unchecked Sendable: `record` is only touched inside `MainActor.assumeIsolated`, which
    // traps rather than race if a model were changed off the main actor.
    private weak var record: ViewRecord?

    init(_ record: ViewRecord) { self.record = record }

    func invalidate(because property: String) {
        MainActor.assumeIsolated { record?.invalidate(because: property) }
    }
}
