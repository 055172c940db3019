/// Kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions`.
///
/// A rendered screen has no keyboard up, so only `container` (the device's bars and the
/// insets views add) ever holds space; ignoring only `keyboard` changes nothing.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area a container gives its content: a device's bars, `safeAreaInset`,
    /// `safeAreaPadding`.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The space a software keyboard takes: none while nothing is typed into.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region, including any added later (all bits set, as SwiftUI's value has).
    public static let all = SafeAreaRegions(rawValue: .max)
}

/// `ignoresSafeArea` and `edgesIgnoringSafeArea`: grows the view into the safe area on the
/// edges it reaches (`SafeAreaIgnoringNode`).
nonisolated struct _SafeAreaIgnoringModifier: NodeWrappingModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        // Without a keyboard on screen the container region is the only one with any space.
        guard regions.contains(.container), !edges.isEmpty else { return node }
        return SafeAreaIgnoringNode(edges: edges, child: node)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view at one edge of the
/// modified view, which is shrunk by it and whose safe area is shrunk with it.
nonisolated struct _SafeAreaInsetModifier<Inset: View>: NodeWrappingModifier {
    let inset: Inset
    let edge: Edge
    let alignment: AnyAlignment
    let spacing: CGFloat?

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let insetContext = context.child(1).container(axis: nil)
        let nodes = context.graph.makeNodes(inset, in: insetContext)
        let validSpacing = spacing.map { context.validLength($0, "spacing", in: "safeAreaInset") ?? 0 }
        let insetNode: RenderNode
        switch nodes.count {
        case 0: insetNode = ZStackNode(alignment: .center, children: [], context: context.layout)
        case 1: insetNode = nodes[0]
        default: insetNode = ZStackNode(alignment: .center, children: nodes, context: context.layout)
        }
        return SafeAreaInsetNode(edge: edge, alignment: alignment, spacing: validSpacing, inset: insetNode, primary: node)
    }
}

/// `safeAreaPadding`: fixed lengths added to the safe area on each edge.
nonisolated struct _SafeAreaPaddingModifier: NodeWrappingModifier {
    let insets: EdgeInsets?
    let edges: Edge.Set
    let length: CGFloat?

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        let resolved = insets ?? EdgeInsets(edges, length ?? _PaddingModifier.defaultLength)
        var wrapped = node
        // Innermost first, as SwiftUI stacks one inset per edge: top, bottom, leading, trailing.
        for (edge, value) in [(Edge.top, resolved.top), (.bottom, resolved.bottom), (.leading, resolved.leading), (.trailing, resolved.trailing)] {
            let valid = context.validLength(value, "safeAreaPadding \(edge)", in: "safeAreaPadding", allowsNegative: false) ?? 0
            guard valid > 0 else { continue }
            wrapped = SafeAreaInsetNode(edge: edge, length: valid, primary: wrapped)
        }
        return wrapped
    }
}

nonisolated extension View {
    /// Extends the view under the safe area on `edges`, where it reaches the safe area's edge:
    /// a background colour flush with the status bar fills up to the top of the screen, while
    /// a view short of the safe area's edge stays where it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Extends the view under the safe area on `edges`: the older name of
    /// `ignoresSafeArea(_:edges:)`.
    @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringModifier(regions: .all, edges: edges))
    }

    /// Shows `content` above or below the view, which is shrunk by the content's height plus
    /// `spacing` (the distance between the two views' spacing preferences when nil), and
    /// whose safe area shrinks by as much, so a background ignoring the safe area still
    /// extends under `content`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom,
                                        alignment: .horizontal(alignment), spacing: spacing))
    }

    /// Shows `content` beside the view, which is shrunk by the content's width plus
    /// `spacing`, and whose safe area shrinks by as much.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing,
                                        alignment: .vertical(alignment), spacing: spacing))
    }

    /// Adds `insets` to the safe area of the view: its content is placed inside them, as with
    /// padding, but content that ignores the safe area extends under them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets, edges: .all, length: nil))
    }

    /// Adds `length` (16 points, the default padding, when nil) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: nil, edges: edges, length: length))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: nil, edges: .all, length: length))
    }
}
