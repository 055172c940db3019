import Foundation
import RowRaster

/// The shared contexts of the previews' `PreviewModifier`s: each modifier type's
/// `makeSharedContext()` runs once per process, the first time a preview needs it, and every
/// preview with a modifier of that type gets the same context (or the same error), as Xcode's
/// canvas shares it.
@MainActor
package enum PreviewModifierContexts {
    /// Why a preview modifier gave no context.
    package enum Failure: Error, CustomStringConvertible {
        case timedOut(seconds: Int)
        /// Asked for from inside a task, where the main actor cannot run the context's work
        /// while this waits: such callers make the contexts first, with `prepare(_:)`.
        case notPrepared

        package var description: String {
            switch self {
            case .timedOut(let seconds): "its PreviewModifier's makeSharedContext() did not finish within \(seconds) s"
            case .notPrepared: "its PreviewModifier's shared context was not made before the preview was drawn"
            }
        }
    }

    private static var made: [ObjectIdentifier: Result<Any, any Error>] = [:]
    /// How long a context may take: sample data loads in moments, so a longer wait is a hang.
    static let limit: TimeInterval = 60

    /// `view` wrapped in each modifier in turn, the first written innermost.
    package static func apply(_ modifiers: [PreviewModifierTrait], to view: any View) throws -> any View {
        var view = view
        for modifier in modifiers { view = modifier.apply(view, try context(for: modifier)) }
        return view
    }

    /// Makes the contexts of `modifiers` not made yet, for callers already in a task.
    package static func prepare(_ modifiers: [PreviewModifierTrait]) async {
        for modifier in modifiers where made[modifier.modifierType] == nil {
            do { made[modifier.modifierType] = .success(try await modifier.makeContext()) } catch {
                made[modifier.modifierType] = .failure(error)
            }
        }
    }

    private static func context(for modifier: PreviewModifierTrait) throws -> Any {
        if let result = made[modifier.modifierType] { return try result.get() }
        // Inside a task the main actor is this task's: the context's work could not run.
        guard withUnsafeCurrentTask(body: { $0 == nil }) else { throw Failure.notPrepared }
        let result = waitForMainActorWork(modifier.makeContext)
        made[modifier.modifierType] = result
        return try result.get()
    }

    /// Runs `work` on the main actor and waits for it here, on the main thread, where the
    /// runner draws (outside any task): the main run loop is run meanwhile, which is what
    /// carries main-actor jobs on Linux, so the work can proceed without this thread returning.
    private static func waitForMainActorWork(_ work: @escaping @MainActor () async throws -> Any) -> Result<Any, any Error> {
        final class Outcome { var result: Result<Any, any Error>? }
        let outcome = Outcome()
        Task { @MainActor in
            do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
        }
        let deadline = Date(timeIntervalSinceNow: limit)
        while outcome.result == nil, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        return outcome.result ?? .failure(Failure.timedOut(seconds: Int(limit)))
    }
}
