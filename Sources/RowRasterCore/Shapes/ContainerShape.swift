/// The shape a container gives the `ContainerRelativeShape`s inside it (`containerShape(_:)`),
/// with the container's frame: passed down placement, as named coordinate spaces are.
struct ContainerShapeContext {
    /// The container's shape inset by an amount, in a rect.
    let insetPath: @MainActor (CGFloat, CGRect) -> Path
    /// The container's frame, in the root's space.
    let frame: CGRect
}

extension ContainerRelativeShape {
    /// The shape in a view at `frame` (root coordinates), asked in the view's own `rect`, inside
    /// `container`: the container's shape inset by the view's smallest distance from the
    /// container's edges, so its corners stay concentric with the container's, as on iOS.
    @MainActor
    func path(in rect: CGRect, frame: CGRect, container: ContainerShapeContext) -> Path {
        let outer = container.frame
        let distance = max(0, min(frame.minX - outer.minX, frame.minY - outer.minY, outer.maxX - frame.maxX, outer.maxY - frame.maxY))
        // The container's shape inset by `distance` drawn in `rect` grown by `distance` fills
        // `rect`, with radii `distance` smaller than the container's.
        return container.insetPath(distance + insetAmount, rect.insetBy(dx: -distance, dy: -distance))
    }
}

nonisolated struct _ContainerShapeModifier<S: InsettableShape>: NodeWrappingModifier {
    let shape: S

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let shape = self.shape
        return ContainerShapeNode(insetPath: { amount, rect in shape.inset(by: amount).path(in: rect) }, child: node)
    }
}

nonisolated extension View {
    /// Sets the shape that `ContainerRelativeShape`s inside the view take, as a widget's
    /// rounded rectangle does for its content.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(shape: shape))
    }
}

/// A view whose shape the `ContainerRelativeShape`s inside take (`containerShape(_:)`). Size
/// and drawing are the child's.
package final class ContainerShapeNode: WrapperNode {
    let insetPath: @MainActor (CGFloat, CGRect) -> Path

    init(insetPath: @escaping @MainActor (CGFloat, CGRect) -> Path, child: RenderNode) {
        self.insetPath = insetPath
        super.init(name: "containerShape", child: child)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let container = ContainerShapeContext(insetPath: insetPath, frame: frame)
        child.place(at: frame.origin, proposal: proposal, with: placement.containing(container))
    }
}
