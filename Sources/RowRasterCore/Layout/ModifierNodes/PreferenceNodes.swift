/// What a preference modifier does to its key's value: set it from the view's frame (a plain
/// value ignores the frame; an anchor is taken from it), or change what the subtree produced.
enum PreferenceWrite<Value> {
    case set((CGRect) -> Value)
    case transform((inout Value, CGRect) -> Void)
}

/// A view that sets or changes one preference. The value is read from the laid-out tree, after
/// placement, since anchors depend on where the view is.
package final class PreferenceWriterNode: WrapperNode {
    let key: ObjectIdentifier
    let keyName: String
    /// The value this node gives its key, from its frame and the value its subtree produced
    /// (nil when nothing inside set one). Erased to `Any`; `PreferenceValues` casts it back.
    let write: (CGRect, () -> Any?) -> Any

    init<K: PreferenceKey>(key: K.Type, write: PreferenceWrite<K.Value>, child: RenderNode) {
        self.key = ObjectIdentifier(K.self)
        keyName = ViewGraph.typeName(K.self)
        switch write {
        case .set(let make):
            self.write = { frame, _ in make(frame) }
        case .transform(let change):
            self.write = { frame, inner in
                var value = inner() as? K.Value ?? K.defaultValue
                change(&value, frame)
                return value
            }
        }
        super.init(name: "preference", child: child)
    }

    package override var dumpDetail: String { keyName }
}

/// Reads preference values off a laid-out subtree.
enum PreferenceValues {
    /// The value of `key` that `node`'s subtree produces: the writers' values, siblings combined
    /// with `K.reduce` in tree order; nil when no view inside sets it.
    @MainActor
    static func value<K: PreferenceKey>(of key: K.Type, in node: RenderNode) -> K.Value? {
        if let writer = node as? PreferenceWriterNode, writer.key == ObjectIdentifier(K.self) {
            return writer.write(writer.frame) { value(of: K.self, in: writer.child) } as? K.Value
        }
        if let text = node as? TextNode { return text.preferenceValue(of: K.self) }
        var result: K.Value?
        for child in node.children {
            guard let next = value(of: K.self, in: child) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: once the content is placed, the
/// value its subtree produced builds a decoration, laid out and drawn as `overlay` or
/// `background` would lay out and draw it.
package final class PreferenceReaderNode: WrapperNode {
    let alignment: Alignment
    let isOverlay: Bool
    /// The decoration's nodes for the placed content.
    let build: (RenderNode) -> [RenderNode]
    private var decorated: RenderNode?

    init(alignment: Alignment, isOverlay: Bool, child: RenderNode, build: @escaping (RenderNode) -> [RenderNode]) {
        self.alignment = alignment
        self.isOverlay = isOverlay
        self.build = build
        super.init(name: isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue", child: child)
    }

    package override var children: [RenderNode] { [decorated ?? child] }
    override var builtChildren: [RenderNode] { [child] + (decorated.map { [$0] } ?? []) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        super.placeChildren(in: frame, proposal: proposal, with: placement)
        let nodes = build(child)
        guard !nodes.isEmpty else { decorated = nil; return }
        let decoration = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: alignment, children: nodes, context: context)
        let node = DecorationNode(decoration: decoration, alignment: alignment, isOverlay: isOverlay, child: child)
        node.place(at: frame.origin, proposal: proposal, with: placement)
        decorated = node
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        (decorated ?? child).emit(into: &builder, with: emission)
    }
}

nonisolated struct _PreferenceWritingModifier<K: PreferenceKey>: NodeWrappingModifier {
    let write: PreferenceWrite<K.Value>

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        PreferenceWriterNode(key: K.self, write: write, child: node)
    }
}

nonisolated struct _PreferenceReadingModifier<K: PreferenceKey, V: View>: NodeWrappingModifier {
    let alignment: Alignment
    let isOverlay: Bool
    let transform: (K.Value) -> V

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let decorationContext = context.child(isOverlay ? 2 : 1).container(axis: nil)
        let transform = self.transform
        return PreferenceReaderNode(alignment: alignment, isOverlay: isOverlay, child: node) { content in
            let value = PreferenceValues.value(of: K.self, in: content) ?? K.defaultValue
            return decorationContext.graph.makeNodes(transform(value), in: decorationContext)
        }
    }
}
