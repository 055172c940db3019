/// Where in the view tree a view is being built: what it inherits from its ancestors.
@MainActor
package struct BuildContext {
    /// Unowned: lazy rows keep their context to be built later, and the graph keeps those
    /// rows' nodes, so a strong reference would keep every graph alive forever.
    package unowned let graph: ViewGraph
    package var environment: EnvironmentValues
    /// Structural identity: the child positions from the root down to this view.
    package var identity: ViewIdentity
    /// The axis of the stack this view is a direct child of, which decides how a `Spacer`
    /// or `Divider` orients itself; nil outside stacks.
    package var stackAxis: Axis?
    /// Whether the view is a row (or inside one) of a lazy stack, whose records outlive the
    /// render when the row scrolls out of view, as SwiftUI keeps top-level row state.
    var isInsideLazyContainer = false
    /// Whether the view is a direct child of a `Grid` (through groups and `ForEach`), where a
    /// `GridRow` makes a row; elsewhere a `GridRow` is a group.
    var isGridContent = false
    /// The container `containerRelativeFrame` measures against: the root's, until a scroll
    /// view, a list or a device's safe area gives its content its own.
    package var layoutContainer: LayoutContainer?

    /// The context of the child at `index` of a view with several children.
    package func child(_ index: Int) -> BuildContext {
        var copy = self
        copy.identity = identity.appending(index)
        return copy
    }

    /// The context for the content of a layout container, which starts a new stack scope.
    package func container(axis: Axis?) -> BuildContext {
        var copy = child(0)
        copy.stackAxis = axis
        copy.isGridContent = false
        return copy
    }

    /// The context of a view with an explicit identity (a `ForEach` element, `.id(_:)`).
    package func child(id: AnyHashable) -> BuildContext {
        var copy = self
        copy.identity = identity.appending(id: id)
        return copy
    }

    package func modifyingEnvironment(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    package var layout: LayoutContext { graph.layoutContext }

    var listSectionAppearance: ListAppearance? { environment.listSectionAppearance }
}
