/// A piece of user interface, declared as a value, as in SwiftUI.
///
/// Row code declares `body`; RowRaster evaluates it on the main actor (as SwiftUI does), lays
/// the result out and draws it. Primitive views (stacks, shapes, text) have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view RowRaster builds render nodes for directly instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    func makeNodes(in context: BuildContext) -> [RenderNode]
}

extension PrimitiveView {
    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    func bodyError() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
