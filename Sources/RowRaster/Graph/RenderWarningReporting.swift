import Foundation

/// Warnings (missing assets) raised while views are evaluated. A view reused unchanged from an
/// earlier render is not evaluated again, so the warnings its evaluation raised are kept with
/// its record and repeated: every render of the same content lists the same warnings.
extension ViewGraph {
    /// The graph evaluating views now, for styles that resolve without a build context.
    @MainActor static var evaluating: ViewGraph? {
        get { evaluatingGraph.graph }
        set { evaluatingGraph = (newValue, newValue == nil ? nil : pthread_self()) }
    }

    /// The graph and the thread evaluating with it: a style resolved on that thread is inside
    /// the render's evaluation (on the main actor); on any other it is outside every render.
    ///
    /// `nonisolated(unsafe)`, read without a lock: it is written only on the main actor (the
    /// setter of `evaluating`). Another thread reads only `thread`, a single word, and only
    /// to compare it with itself: whether it sees the old or the new value, neither is its own
    /// thread, so it goes no further. The thread that matches is the main thread, the writer,
    /// which reads `graph` in program order. See `ProcessWideState`.
    nonisolated(unsafe) private static var evaluatingGraph: (graph: ViewGraph?, thread: pthread_t?) = (nil, nil)

    /// Runs `body` with the evaluating graph when called from inside a render's evaluation.
    nonisolated static func withEvaluatingGraph(_ body: @MainActor (ViewGraph) -> Void) {
        guard let thread = evaluatingGraph.thread, pthread_equal(thread, pthread_self()) != 0 else { return }
        MainActor.assumeIsolated {
            if let graph = evaluatingGraph.graph { body(graph) }
        }
    }

    func warn(_ warning: RenderWarning) {
        layoutContext.warn(warning)
        if let current, !current.warnings.contains(warning) { current.warnings.append(warning) }
    }

    func repeatWarnings(of record: ViewRecord) {
        for warning in record.warnings { layoutContext.warn(warning) }
        for child in record.children { repeatWarnings(of: child) }
    }
}
