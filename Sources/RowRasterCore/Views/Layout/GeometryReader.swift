/// The size and position of a `GeometryReader`, as its content sees them. Plain values, not
/// bound to the main actor, as SwiftUI's (code reads a proxy in nonisolated initializers).
public struct GeometryProxy {
    public let size: CGSize
    let globalFrame: CGRect
    /// The frames of the named spaces around the reader (root coordinates), by name.
    let namedSpaces: [AnyHashable: CGRect]

    package init(size: CGSize, globalFrame: CGRect, namedSpaces: [AnyHashable: CGRect], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
        self.safeAreaInsets = safeAreaInsets
    }

    /// The safe area insets of the container the reader is in, on the sides the reader
    /// reaches: a reader flush with a device's status bar reports its height on top (how
    /// far `ignoresSafeArea()` would grow it), a reader that ignores the safe area reports none.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in a coordinate space: `.local` starts at zero, `.global` is the
    /// rendered image's space, `.named` is relative to the nearest view with that name (the
    /// global frame when no view around has it, as SwiftUI falls back). Disfavoured, as in
    /// SwiftUI, so `.named("x")` means `NamedCoordinateSpace.named`.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { frame(inResolved: coordinateSpace) }

    /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(…)`, `.scrollView`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(inResolved: coordinateSpace.coordinateSpace)
    }

    /// One implementation for both overloads: `CoordinateSpace` is itself a
    /// `CoordinateSpaceProtocol`, so either overload calling the other would call itself.
    private func frame(inResolved coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The bounds of the named space in the reader's own space, or nil when no view around the
    /// reader has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A container that takes all the space it is offered and builds its content from its size,
/// placing it at the top-leading corner, as SwiftUI's `GeometryReader`.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        let content = self.content
        return [GeometryReaderNode(context: context.container(axis: nil)) { proxy, context in
            context.graph.makeNodes(content(proxy), in: context)
        }]
    }
}

/// Builds its content once its size is known (at placement), since the content is a
/// function of that size.
package final class GeometryReaderNode: RenderNode {
    let buildContext: BuildContext
    let build: (GeometryProxy, BuildContext) -> [RenderNode]
    private var content: [RenderNode] = []

    init(context: BuildContext, build: @escaping (GeometryProxy, BuildContext) -> [RenderNode]) {
        buildContext = context
        self.build = build
        super.init(name: "GeometryReader", context: context.layout)
    }

    package override var children: [RenderNode] { content }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: placement.namedSpaces,
                                  safeAreaInsets: placement.safeAreaInsets(of: frame))
        content = build(proxy, buildContext)
        for node in content {
            node.place(at: frame.origin, proposal: ProposedViewSize(frame.size), with: placement)
        }
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        for node in drawingOrder(content) { node.emit(into: &builder, with: emission) }
    }
}
