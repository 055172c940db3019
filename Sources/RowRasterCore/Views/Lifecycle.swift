/// `onAppear`, `onDisappear` and `.task`, fired in scroll simulations as rows enter and leave.

/// What a view asks to run as it appears and disappears.
struct LifecycleActions {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var task: (@MainActor @Sendable () async -> Void)?
    /// `.task(id:)`: a new id restarts the task.
    var taskID: (any Equatable)?
    /// `.onChange(of:)`: the value watched, and what runs when it changes.
    var change: ChangeObservation?
    /// `.onReceive(_:perform:)`: a publisher subscribed to while the view is in the tree.
    var receive: ReceiveObservation?

    func hasSameTaskID(as other: LifecycleActions) -> Bool {
        guard let taskID else { return other.taskID == nil }
        guard let otherID = other.taskID else { return false }
        return taskID.isEqual(to: otherID)
    }
}

nonisolated public struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    let actions: LifecycleActions

    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }

    @MainActor package func makeNodes(content: (BuildContext) -> [RenderNode], in context: BuildContext) -> [RenderNode] {
        let nodes = content(context)
        context.graph.lifecycle.isInUse = true
        let key = context.identity.description
        return nodes.enumerated().map { index, node in
            LifecycleNode(child: node, actions: actions, key: nodes.count == 1 ? key : "\(key)#\(index)")
        }
    }
}

/// A view with lifecycle actions: the graph's tracker finds it in each frame's tree.
package final class LifecycleNode: WrapperNode {
    let actions: LifecycleActions
    /// The view's identity: what appears and disappears, across frames.
    let key: String

    init(child: RenderNode, actions: LifecycleActions, key: String) {
        self.actions = actions
        self.key = key
        super.init(name: "lifecycle", child: child)
        if context.tracksRows { context.rowTops.extend(child, to: self) }
        scrollID = child.scrollID
    }
}

nonisolated extension View {
    /// Runs `action` when the view appears: in a simulation, the frame its row is first built
    /// in a lazy stack (or the first frame, in an eager one).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(actions: LifecycleActions(onAppear: action)))
    }

    /// Runs `action` when the view disappears: in a simulation, the frame its row leaves the
    /// realized rows of a lazy stack, or the view leaves the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(actions: LifecycleActions(onDisappear: action)))
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_LifecycleModifier(actions: LifecycleActions(task: action)))
    }

    /// As `task(priority:_:)`, restarted (the old one cancelled) when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_LifecycleModifier(actions: LifecycleActions(task: action, taskID: value)))
    }
}

/// Which lifecycle views are in the tree, frame to frame, and what their appearing and
/// disappearing ran: SwiftUI's order, appearances in tree order (a parent before what it
/// contains), disappearances in the order the views had appeared.
@MainActor
package final class LifecycleTracker {
    private struct Live {
        var key: String
        var actions: LifecycleActions
        var task: RunningTask?
        var subscription: ReceiveSubscription?
    }

    /// A started `.task`, and whether its work has finished (a finished task is not cancelled).
    @MainActor private final class RunningTask {
        var task: Task<Void, Never>?
        var isFinished = false

        package init(_ action: @escaping @MainActor @Sendable () async -> Void) {
            task = Task { @MainActor [self] in
                await action()
                isFinished = true
            }
        }

        /// Cancels the work; whether it was still running.
        func cancel() -> Bool {
            task?.cancel()
            return !isFinished
        }
    }

    /// What one frame's update did.
    package struct Changes: Equatable {
        package var appeared = 0
        package var disappeared = 0
        package var tasksStarted = 0
        package var tasksCancelled = 0
        var changesObserved = 0

        package init() {}
    }

    private var live: [Live] = []
    /// Set once a lifecycle view is built: until then frames need no walk of their tree.
    package var isInUse = false

    /// Compares the lifecycle views in `root`'s tree with the last frame's and runs their actions.
    package func update(root: RenderNode) -> Changes {
        var found: [LifecycleNode] = []
        Self.collect(root, into: &found)
        var changes = Changes()
        let now = Set(found.map(\.key))
        for entry in live where !now.contains(entry.key) {
            if let onDisappear = entry.actions.onDisappear {
                onDisappear()
                changes.disappeared += 1
            }
            if let task = entry.task, task.cancel() { changes.tasksCancelled += 1 }
            entry.subscription?.cancel()
        }
        var previous: [String: Live] = [:]
        for entry in live where now.contains(entry.key) { previous[entry.key] = entry }
        var next: [Live] = []
        var seen: Set<String> = []
        for node in found where seen.insert(node.key).inserted {
            guard var entry = previous[node.key] else {
                if let onAppear = node.actions.onAppear {
                    onAppear()
                    changes.appeared += 1
                }
                var entry = Live(key: node.key, actions: node.actions)
                if let action = node.actions.task {
                    entry.task = RunningTask(action)
                    changes.tasksStarted += 1
                }
                if let change = node.actions.change, change.initial {
                    change.action(change.value, change.value)
                    changes.changesObserved += 1
                }
                if let receive = node.actions.receive { entry.subscription = ReceiveSubscription(receive) }
                next.append(entry)
                continue
            }
            // `.task(id:)` with a new id: the old task is cancelled and a new one started.
            if let action = node.actions.task, !node.actions.hasSameTaskID(as: entry.actions) {
                if let task = entry.task, task.cancel() { changes.tasksCancelled += 1 }
                entry.task = RunningTask(action)
                changes.tasksStarted += 1
            }
            if let change = node.actions.change, let old = entry.actions.change, !change.value.isEqual(to: old.value) {
                change.action(old.value, change.value)
                changes.changesObserved += 1
            }
            // The subscription delivers to the newest view's action, as SwiftUI's does.
            if let receive = node.actions.receive { entry.subscription?.action = receive.action }
            entry.actions = node.actions
            next.append(entry)
        }
        live = next
        return changes
    }

    /// Lifecycle views in tree order; a lazy stack's children are only its placed rows.
    private static func collect(_ node: RenderNode, into found: inout [LifecycleNode]) {
        if let lifecycle = node as? LifecycleNode { found.append(lifecycle) }
        for child in node.children { collect(child, into: &found) }
    }
}
