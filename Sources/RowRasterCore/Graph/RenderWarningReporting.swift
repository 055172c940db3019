import Foundation

/// Warnings (missing assets, fonts, symbols, duplicate identifiers, text that could not be
/// formatted) raised while views are evaluated. There is one channel: a typed `RenderWarning`
/// given to the render's graph, from a build context (`BuildContext.warn`) or, where only an
/// environment is at hand (a style or colour resolving itself, text resolving its runs),
/// through the environment's `diagnostics`, which every render sets at its root.
///
/// A view reused unchanged from an earlier render is not evaluated again, so the warnings its
/// evaluation raised are kept with its record and repeated: every render of the same content
/// lists the same warnings.
extension ViewGraph {
    func warn(_ warning: RenderWarning) {
        layoutContext.warn(warning)
        if let current, !current.warnings.contains(warning) { current.warnings.append(warning) }
    }

    func repeatWarnings(of record: ViewRecord) {
        for warning in record.warnings { layoutContext.warn(warning) }
        for child in record.children { repeatWarnings(of: child) }
    }
}

/// Where a render's evaluation reports what went wrong: its graph, on the thread evaluating it.
///
/// It travels in the environment, so code that resolves a style or a text run with nothing but
/// an environment still reports to the render it belongs to. Resolved on another thread (a
/// raster thread drawing a Canvas, say) it reports nothing, as that work is outside evaluation.
/// Equal for one graph, so the environments of two renders by one graph stay equivalent and
/// unchanged views are still reused.
package struct RenderDiagnostics: Equatable, @unchecked Sendable {
    // @unchecked Sendable: `graph` is touched only on `thread`, the main actor's, after the check.
    unowned let graph: ViewGraph
    let thread: pthread_t

    @MainActor package init(graph: ViewGraph) {
        self.graph = graph
        thread = pthread_self()
    }

    /// Runs `body` with the graph when called on the evaluating thread.
    private func onEvaluatingThread(_ body: @MainActor (ViewGraph) -> Void) {
        guard pthread_equal(thread, pthread_self()) != 0 else { return }
        MainActor.assumeIsolated { body(graph) }
    }

    func warn(_ warning: RenderWarning) {
        onEvaluatingThread { $0.warn(warning) }
    }

    func fail(_ error: RenderError) {
        onEvaluatingThread { $0.layoutContext.report(error) }
    }

    package static func == (lhs: RenderDiagnostics, rhs: RenderDiagnostics) -> Bool { lhs.graph === rhs.graph }
}

private struct RenderDiagnosticsKey: EnvironmentKey {
    static var defaultValue: RenderDiagnostics? { nil }
}

extension EnvironmentValues {
    /// The render's diagnostics; nil outside a render (a view's body called by a test).
    package var diagnostics: RenderDiagnostics? {
        get { self[RenderDiagnosticsKey.self] }
        set { self[RenderDiagnosticsKey.self] = newValue }
    }
}

extension BuildContext {
    /// Reports a warning to the render building this view.
    func warn(_ warning: RenderWarning) { graph.warn(warning) }
}
