/// Evaluates a view tree into render nodes: primitives make nodes, other views have their
/// `body` evaluated (and counted) until primitives are reached.
@MainActor
final class ViewGraph {
    let layoutContext: LayoutContext
    /// How many `body` evaluations this graph performed, in total and per view type.
    private(set) var evaluationCount = 0
    private(set) var evaluationsByType: [String: Int] = [:]

    init(layoutContext: LayoutContext) {
        self.layoutContext = layoutContext
    }

    /// Builds a type-erased view by opening the existential.
    func makeNodes(erased view: any View, in context: BuildContext) -> [RenderNode] {
        makeNodes(view, in: context)
    }

    /// The deepest view nesting evaluated; beyond it the render fails with
    /// `RenderError.nestingTooDeep` instead of overflowing the thread's stack in evaluation,
    /// layout or drawing, which all recurse along the tree.
    static let maximumDepth = 1_000
    private var depth = 0

    func makeNodes<V: View>(_ view: V, in context: BuildContext) -> [RenderNode] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            if depth == Self.maximumDepth + 1 {
                // The identity path would be as long as the nesting: name the type only.
                let name = String(describing: V.self).prefix { $0 != "<" }
                layoutContext.report(.nestingTooDeep(view: String(name), limit: Self.maximumDepth))
            }
            return []
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        DynamicProperties.install(in: view, environment: context.environment)
        countEvaluation(of: V.self)
        return makeNodes(view.body, in: context.child(0))
    }

    /// Records one evaluation of a `body` (of a view or of a modifier).
    func countEvaluation(of type: Any.Type) {
        evaluationCount += 1
        evaluationsByType[String(describing: type), default: 0] += 1
    }

    /// The root node of `view`. Several top-level views are stacked vertically, as a window
    /// lays out a multi-view body.
    func makeRoot<V: View>(_ view: V, environment: EnvironmentValues) -> RenderNode {
        let context = BuildContext(graph: self, environment: environment, identity: ViewIdentity(), stackAxis: nil)
        let nodes = makeNodes(view, in: context)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: nodes, context: layoutContext)
    }
}
