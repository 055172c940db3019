import OpenCombine

/// `onChange(of:)` and `onReceive(_:)`, run as `onAppear` is: by the frames of a scroll
/// simulation (a single render runs no actions). `initial: true` runs the action in the frame
/// the view appears, with the value as both old and new; afterwards the action runs in each
/// frame whose value differs from the last frame's.

/// A watched value and what runs when it changes.
struct ChangeObservation {
    let value: any Equatable
    let initial: Bool
    /// Runs with the old and the new value.
    let action: (any Equatable, any Equatable) -> Void
}

/// A publisher to subscribe to while a view is in the tree.
struct ReceiveObservation {
    /// Subscribes, delivering each output to the closure given.
    let subscribe: (@escaping (Any) -> Void) -> AnyCancellable
    let action: (Any) -> Void
}

/// A live `onReceive` subscription, delivering to the newest view's action.
@MainActor
final class ReceiveSubscription {
    var action: (Any) -> Void
    private var cancellable: AnyCancellable?

    init(_ observation: ReceiveObservation) {
        action = observation.action
        cancellable = observation.subscribe { [weak self] output in
            // Views live on the main actor; publishers used with onReceive deliver there.
            MainActor.assumeIsolated { self?.action(output) }
        }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }
}

nonisolated extension View {
    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    @available(iOS, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        observingChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` with the old and the new value when `value` changes, and when the view
    /// appears if `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        observingChange(of: value, initial: initial, action)
    }

    /// Runs `action` when `value` changes, and when the view appears if `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        observingChange(of: value, initial: initial) { _, _ in action() }
    }

    private func observingChange<V: Equatable>(of value: V, initial: Bool,
                                               _ action: @escaping (V, V) -> Void) -> some View {
        let observation = ChangeObservation(value: value, initial: initial) { old, new in
            guard let old = old as? V, let new = new as? V else { return }
            action(old, new)
        }
        return modifier(_LifecycleModifier(actions: LifecycleActions(change: observation)))
    }

    /// Runs `action` with each value `publisher` emits while the view is in the tree.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        let observation = ReceiveObservation(
            subscribe: { deliver in publisher.sink { deliver($0) } },
            action: { output in if let output = output as? P.Output { action(output) } })
        return modifier(_LifecycleModifier(actions: LifecycleActions(receive: observation)))
    }
}
