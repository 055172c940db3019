/// Evaluates a view tree into render nodes: primitives make nodes, other views have their
/// `body` evaluated until primitives are reached.
///
/// The graph persists between renders (an `ImageRenderer` keeps one): it remembers, per
/// identity, the last value of each view, the nodes its body produced and its state. A view
/// whose stored properties and environment are unchanged is not evaluated again — its
/// earlier nodes are reused, as SwiftUI skips the body of an unchanged view — and every
/// evaluation is logged with its reason (the `_printChanges()` analogue).
@MainActor
package final class ViewGraph {
    package let layoutContext: LayoutContext
    /// Incremented by every render; records not seen for a render are dropped.
    private(set) var generation = 0
    private var records: [ViewIdentity: ViewRecord] = [:]
    /// The evaluations of the current render, in order.
    package private(set) var evaluations: [ViewEvaluation] = []
    /// Body evaluations this render skipped because nothing had changed.
    package private(set) var skippedEvaluations = 0
    /// The views with `onAppear`/`onDisappear`/`.task` in the tree, frame to frame.
    package let lifecycle = LifecycleTracker()
    /// The geometry observed by `onGeometryChange` and the scroll observers, pass to pass.
    package let geometryObservations = GeometryObservationTracker()
    /// Row lengths learned by each lazy stack, by its identity.
    private var lazyMemories: [ViewIdentity: LazyStackMemory] = [:]
    /// The containers `containerRelativeFrame` measures against, by the identity of the view
    /// that is the container, so a row reused from an earlier render reads the same one.
    private var layoutContainers: [ViewIdentity: LayoutContainer] = [:]
    /// The render's root as a container: the proposal the render is laid out at.
    package let rootContainer = LayoutContainer()

    package func lazyMemory(for identity: ViewIdentity) -> LazyStackMemory {
        if let memory = lazyMemories[identity] { return memory }
        let memory = LazyStackMemory()
        lazyMemories[identity] = memory
        return memory
    }

    /// The container of the content of the view at `identity` (a scroll view, a list).
    package func layoutContainer(for identity: ViewIdentity) -> LayoutContainer {
        if let container = layoutContainers[identity] { return container }
        let container = LayoutContainer()
        layoutContainers[identity] = container
        return container
    }

    /// The record being evaluated, so records made inside it become its descendants.
    var current: ViewRecord?
    /// How many rows are being built around the current view: a `ForEach` inside a row
    /// (tags in a row, say) makes parts of that row, not rows of its own.
    var rowDepth = 0

    package init(layoutContext: LayoutContext) {
        self.layoutContext = layoutContext
    }

    package var evaluationCount: Int { evaluations.count }

    /// Starts a render: evaluation logs restart, records of the previous render stay.
    package func beginRender() {
        generation += 1
        evaluations.removeAll(keepingCapacity: true)
        skippedEvaluations = 0
    }

    /// Ends a render: records not reached in it (views that disappeared) are forgotten,
    /// except those kept by a lazy container for rows scrolled out of view.
    package func endRender() {
        records = records.filter { $0.value.generation == generation || $0.value.isRetainedByLazyContainer }
    }

    /// Builds a type-erased view by opening the existential.
    func makeNodes(erased view: any View, in context: BuildContext) -> [RenderNode] {
        makeNodes(view, in: context)
    }

    /// The deepest view nesting evaluated; beyond it the render fails with
    /// `RenderError.nestingTooDeep` instead of overflowing the thread's stack in evaluation,
    /// layout or drawing, which all recurse along the tree.
    static let maximumDepth = 1_000
    private var depth = 0

    package func makeNodes<V: View>(_ view: V, in context: BuildContext) -> [RenderNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            if depth == Self.maximumDepth + 1 {
                // The identity path would be as long as the nesting: name the type only.
                let name = Self.typeName(V.self).prefix { $0 != "<" }
                layoutContext.report(.nestingTooDeep(view: String(name), limit: Self.maximumDepth))
            }
            return []
        }
        return V._makeNodes(view, _ViewInputs(context: context)).nodes
    }

    /// Runs a composite view's body, or reuses its last output when nothing changed.
    func evaluate<V: View>(_ view: V, in context: BuildContext) -> [RenderNode] {
        let (record, previous) = record(for: view, in: context)
        var reason = ViewEvaluation.Reason.identity
        if let previous {
            let changed = ValueComparison.changedProperties(previous, view)
                + DynamicProperties.changedBindings(of: view, since: record.bindingValues)
            let environmentChanged = !record.environment.isEquivalent(to: context.environment)
            if changed.isEmpty, !environmentChanged, !record.isInvalidated, let nodes = record.nodes {
                if !record.hasInvalidatedDescendant {
                    record.markSeen(generation)
                    current?.children.append(record)
                    skippedEvaluations += 1
                    repeatWarnings(of: record)
                    return nodes
                }
                // Unchanged itself, but a view inside changed its state. SwiftUI would update
                // the path down to that view without running this body; here the body runs to
                // rebuild the path, unchanged views inside are reused, and this view is not
                // logged as evaluated, since SwiftUI would not evaluate it.
                return rebuildForChangedDescendant(view, record: record, in: context)
            }
            reason = record.isInvalidated ? .state(record.invalidatingProperties)
                : environmentChanged && changed.isEmpty ? .environment : .properties(changed)
        }
        let evaluation = storeAndLogEvaluation(of: view, record: record, reason: reason, in: context)
        record.children = []
        let previousEvaluation = Self.currentEvaluation
        Self.currentEvaluation = evaluation
        defer { Self.currentEvaluation = previousEvaluation }

        guard !record.lacksEnvironmentObject else { return [] }
        let parent = current
        current = record
        let nodes = makeNodes(trackedBody(view, record: record), in: context.child(0))
        current = parent
        record.nodes = nodes
        return nodes
    }

    /// Runs `body` as if inside `record`'s evaluation (for rows a lazy stack builds later).
    func building<T>(under record: ViewRecord?, _ body: () -> T) -> T {
        let saved = current
        current = record
        defer { current = saved }
        return body()
    }

    /// Builds the body of a view that did not change itself, to reach a changed view inside,
    /// without logging an evaluation of it.
    private func rebuildForChangedDescendant<V: View>(_ view: V, record: ViewRecord, in context: BuildContext) -> [RenderNode] {
        record.hasInvalidatedDescendant = false
        record.markSeen(generation)
        current?.children.append(record)
        record.children = []
        let parent = current
        current = record
        let nodes = makeNodes(trackedBody(view, record: record), in: context.child(0))
        current = parent
        record.nodes = nodes
        return nodes
    }

    /// Prepares a composite view's evaluation without the chance to reuse its output (a lazy
    /// container needs its body's structure): links state, logs the evaluation, remembers it.
    func prepareEvaluation<V: View>(_ view: V, in context: BuildContext) -> ViewRecord {
        let (record, previous) = record(for: view, in: context)
        var reason = ViewEvaluation.Reason.identity
        if let previous {
            let changed = ValueComparison.changedProperties(previous, view)
            reason = record.isInvalidated ? .state(record.invalidatingProperties) : .properties(changed.isEmpty ? ["@structure"] : changed)
        }
        storeAndLogEvaluation(of: view, record: record, reason: reason, in: context)
        record.nodes = nil
        return record
    }

    /// The record at the view's identity, made if there is none (or it held another type),
    /// with the view's state linked to it; and the view's previous value, if it had one.
    private func record<V: View>(for view: V, in context: BuildContext) -> (ViewRecord, previous: V?) {
        if let existing = records[context.identity], existing.type == ObjectIdentifier(V.self) {
            DynamicProperties.link(view, to: existing)
            return (existing, existing.value as? V)
        }
        let record = ViewRecord(type: ObjectIdentifier(V.self))
        records[context.identity] = record
        DynamicProperties.link(view, to: record)
        return (record, nil)
    }

    /// Stores the value being evaluated in its record and logs the evaluation.
    @discardableResult
    private func storeAndLogEvaluation<V: View>(of view: V, record: ViewRecord, reason: ViewEvaluation.Reason, in context: BuildContext) -> ViewEvaluation {
        DynamicProperties.install(in: view, environment: context.environment)
        let missing = DynamicProperties.observe(view, record: record)
        record.lacksEnvironmentObject = missing != nil
        record.bindingValues = DynamicProperties.bindingValues(of: view)
        switch missing {
        case .observableObject(let type): layoutContext.report(.missingEnvironmentObject(type: type, view: Self.typeName(V.self)))
        case .observable(let type): layoutContext.report(.missingObservableObject(type: type, view: Self.typeName(V.self)))
        case nil: break
        }
        record.value = view
        record.warnings = []
        record.environment = context.environment
        record.isInvalidated = false
        record.invalidatingProperties = []
        record.generation = generation
        record.isRetainedByLazyContainer = context.isInsideLazyContainer
        record.hasInvalidatedDescendant = false
        if let current {
            current.children.append(record)
            record.parent = current
        }
        let evaluation = ViewEvaluation(viewType: Self.typeName(V.self), identity: context.identity.description, reason: reason)
        if !(V.self is any BuiltInRendition.Type) { evaluations.append(evaluation) }
        return evaluation
    }

    /// The evaluation whose body is running, for `View._printChanges()`.
    package static var currentEvaluation: ViewEvaluation?

    /// Records one evaluation of a modifier's `body(content:)`, which is not cached.
    func countEvaluation(of type: Any.Type, identity: ViewIdentity) {
        evaluations.append(ViewEvaluation(viewType: Self.typeName(type), identity: identity.description, reason: .modifier))
    }

    /// A type's name without its module, as `String(describing:)` gives it. Asked for directly:
    /// `String(describing:)` first asks whether the metatype conforms to the protocols that print
    /// (each new type's first question scans the binary's conformance records), then falls back
    /// to this name, which is all a metatype can print as.
    package nonisolated static func typeName(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// The root node of `view`. Several top-level views are stacked vertically, as a window
    /// lays out a multi-view body.
    package func makeRoot<V: View>(_ view: V, environment: EnvironmentValues) -> RenderNode {
        var context = BuildContext(graph: self, environment: environment, identity: ViewIdentity(), stackAxis: nil)
        context.layoutContainer = rootContainer
        return StackNode.implicit(makeNodes(view, in: context), axis: .vertical, context: layoutContext)
    }
}

/// What the graph remembers of one composite view between renders.
@MainActor
package final class ViewRecord {
    let type: ObjectIdentifier
    var value: Any = ()
    var environment = EnvironmentValues()
    /// The nodes its body produced last time, reused when nothing changed.
    var nodes: [RenderNode]?
    /// Its `@State` storage, by property name, kept across renders.
    var states: [String: AnyObject] = [:]
    /// Set when its state changed since its last evaluation.
    var isInvalidated = false
    var invalidatingProperties: [String] = []
    var generation = 0
    var isRetainedByLazyContainer = false
    /// The view whose body made this one (for a lazy row, the view whose body holds the stack).
    weak var parent: ViewRecord?
    /// Set when a view inside changed its state: the next render must walk down to it.
    var hasInvalidatedDescendant = false
    /// Composite views evaluated inside its body, marked seen with it when it is reused.
    var children: [ViewRecord] = []
    /// Its subscriptions to the `ObservableObject`s it observes, by property name.
    var subscriptions: [String: ObjectSubscription] = [:]
    /// Set when the view reads an `@EnvironmentObject` nobody provided: its body cannot run.
    var lacksEnvironmentObject = false
    /// What its bindings gave when it was last evaluated.
    var bindingValues: [String: Any] = [:]
    /// Warnings its evaluation raised (outside the views inside it), repeated when it is reused.
    var warnings: [RenderWarning] = []

    package init(type: ObjectIdentifier) {
        self.type = type
    }

    func markSeen(_ generation: Int) {
        self.generation = generation
        for child in children { child.markSeen(generation) }
    }
}

/// One evaluation of a view's body, and why it happened.
public struct ViewEvaluation: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The view is new at its identity (first render, or a new `.id`).
        case identity
        /// These stored properties changed (`@self` when an Equatable view compared unequal).
        case properties([String])
        /// Its environment changed.
        case environment
        /// Its state changed (the properties named).
        case state([String])
        /// A view modifier's `body(content:)`, evaluated with its content.
        case modifier

        public var description: String {
            switch self {
            case .identity: return "@identity"
            case .properties(let names): return names.joined(separator: ", ")
            case .environment: return "@environment"
            case .state(let names): return names.isEmpty ? "@state" : names.map { "@\($0)" }.joined(separator: ", ")
            case .modifier: return "@modifier"
            }
        }
    }

    public let viewType: String
    public let identity: String
    public let reason: Reason

    public var description: String { "\(viewType) \(identity): \(reason)" }
}
