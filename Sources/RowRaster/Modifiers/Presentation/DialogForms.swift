/// Confirmation dialogs titled with `Text` that present data, and the values that say how a
/// dialog or a dismissal behaves. A dialog shows only once presented, which a render never
/// does (resting state): each draws the view as it is.

nonisolated extension View {
    /// A confirmation dialog titled `title`, with actions for `data` when it is presented.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { inert() }

    /// A confirmation dialog titled `title`, with actions and a message for `data` when it is presented.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { inert() }
}

/// How serious a dialog is, as SwiftUI's `DialogSeverity`: a critical one stresses its
/// destructive action once shown.
public struct DialogSeverity: Equatable, Sendable {
    private let name: String

    /// The system's choice for the dialog's content.
    public static let automatic = DialogSeverity(name: "automatic")
    /// A dialog about an action that cannot be undone.
    public static let critical = DialogSeverity(name: "critical")
    /// An ordinary dialog.
    public static let standard = DialogSeverity(name: "standard")
}

/// How a presentation is dismissed, as SwiftUI's `DismissBehavior`: whether the dismissal may
/// be refused (`interactive`, which asks the presented content first) or is forced
/// (`destructive`). Dismissals happen after a render's frame, so nothing is drawn differently.
public struct DismissBehavior: Sendable {
    private let isDestructive: Bool

    /// Dismisses unless the presented content refuses (unsaved changes, say).
    public static let interactive = DismissBehavior(isDestructive: false)
    /// Dismisses whatever the presented content says.
    public static let destructive = DismissBehavior(isDestructive: true)
}

/// The transaction's dismiss behaviour: interactive unless set.
private struct DismissBehaviorKey: TransactionKey {
    static var defaultValue: DismissBehavior { .interactive }
}

extension Transaction {
    /// How a dismissal made in this transaction goes: `.interactive` unless set. A render makes
    /// no dismissals, so it changes nothing drawn.
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }
}
