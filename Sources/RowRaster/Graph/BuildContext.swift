/// Where in the view tree a view is being built: what it inherits from its ancestors.
@MainActor
struct BuildContext {
    let graph: ViewGraph
    var environment: EnvironmentValues
    /// Structural identity: the child positions from the root down to this view.
    var identity: ViewIdentity
    /// The axis of the stack this view is a direct child of, which decides how a `Spacer`
    /// or `Divider` orients itself; nil outside stacks.
    var stackAxis: Axis?

    /// The context of the child at `index` of a view with several children.
    func child(_ index: Int) -> BuildContext {
        var copy = self
        copy.identity = identity.appending(index)
        return copy
    }

    /// The context for the content of a layout container, which starts a new stack scope.
    func container(axis: Axis?) -> BuildContext {
        var copy = child(0)
        copy.stackAxis = axis
        return copy
    }

    func modifyingEnvironment(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    var layout: LayoutContext { graph.layoutContext }
}

/// A view's structural identity: its path of child positions from the root.
struct ViewIdentity: Hashable, CustomStringConvertible {
    private(set) var path: [Int] = []

    func appending(_ index: Int) -> ViewIdentity {
        var copy = self
        copy.path.append(index)
        return copy
    }

    var description: String { "/" + path.map(String.init).joined(separator: "/") }
}
