/// A piece of user interface, declared as a value, as in SwiftUI.
///
/// Row code declares `body`; RowRaster evaluates it on the main actor (as SwiftUI does), lays
/// the result out and draws it. Primitive views (stacks, shapes, text) have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// How the view graph builds this view's render nodes: RowRaster's own views build them
    /// directly, any other view has its `body` evaluated (the default). Like SwiftUI's
    /// `_makeView`, this is RowRaster's, not for app code.
    ///
    /// The implementation is chosen when a type's conformance is compiled, so telling a
    /// primitive view from a composite one costs the graph nothing per view. It used to ask each
    /// view `as? any PrimitiveView`, and the first such cast of every type (each
    /// `ModifiedContent`, every stack) made the Swift runtime read all of the process's 7,700
    /// conformance records: 21 of the 91 lookups of one row rendered in a fresh process.
    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs
}

/// What the view graph hands a view to build its render nodes with. RowRaster's, not for app code.
public struct _ViewInputs {
    package let context: BuildContext
}

/// The render nodes a view built. RowRaster's, not for app code.
public struct _ViewOutputs {
    package let nodes: [RenderNode]
    package init(nodes: [RenderNode]) { self.nodes = nodes }
}

extension View {
    /// A composite view: the graph evaluates its body.
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        // A primitive view has no body to evaluate. Each gets the implementation below; one
        // that did not (nothing else has a `Never` body) still builds its nodes, told to the
        // engine's probe so a test can tell.
        if Body.self == Never.self, let primitive = view as? any PrimitiveView {
            inputs.context.layout.probe?.primitiveFoundByCast(Self.self)
            return _ViewOutputs(nodes: primitive.makeNodes(in: inputs.context))
        }
        return _ViewOutputs(nodes: inputs.context.graph.evaluate(view, in: inputs.context))
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view RowRaster builds render nodes for directly instead of evaluating a body.
@MainActor
package protocol PrimitiveView: View {
    func makeNodes(in context: BuildContext) -> [RenderNode]
}

extension PrimitiveView {
    /// A primitive view builds its nodes itself. (`public` as the requirement it implements is;
    /// the protocol keeps it from the package's API.)
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.context))
    }

    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    package func bodyError() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
