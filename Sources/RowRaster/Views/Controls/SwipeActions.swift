/// `.swipeActions` on list rows: accepted as in SwiftUI and, when a render asks for it
/// (`ImageRenderer.revealedSwipeActions`), drawn revealed for documentation images.

private struct RevealedSwipeActionsKey: EnvironmentKey { static var defaultValue: HorizontalEdge? { nil } }
private struct SwipeActionButtonKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The edge whose swipe actions rows show revealed; nil (the default) shows none.
    var revealedSwipeActions: HorizontalEdge? {
        get { self[RevealedSwipeActionsKey.self] }
        set { self[RevealedSwipeActionsKey.self] = newValue }
    }

    /// Set for the buttons of a revealed swipe action: each fills its slot with its colour.
    var isSwipeActionButton: Bool {
        get { self[SwipeActionButtonKey.self] }
        set { self[SwipeActionButtonKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Actions the row shows when swiped from `edge`: drawn only when the render reveals that
    /// edge (`ImageRenderer.revealedSwipeActions`), as a row at rest shows none.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = content()
        return modifier(_ListRowTraitModifier { traits, context in
            guard context.environment.revealedSwipeActions == edge else { return }
            let buttons = actions.environment(\.isSwipeActionButton, true).labelStyle(.titleOnly)
            let nodes = context.graph.makeNodes(buttons, in: context.child(5).container(axis: .horizontal))
            // The first action sits at the edge the row is swiped from: outermost.
            traits.swipeActions = (edge, StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: 0,
                                                   children: edge == .trailing ? nodes.reversed() : nodes,
                                                   context: context.layout))
        })
    }
}

/// A revealed swipe action: its title in white on its colour (red for a destructive role,
/// the tint, or grey), at least 74 points wide, as tall as the row.
struct SwipeActionRendition<Label: View>: View, BuiltInRendition {
    let role: ButtonRole?
    let tint: Color?
    let label: Label

    var body: some View {
        label.font(.system(size: 15, weight: .medium))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 15)
            .frame(minWidth: 74, maxHeight: .infinity)
            .background(role == .destructive ? .red : tint ?? Color(.systemGray))
    }
}
