/// `NavigationStack` and `NavigationView` as a render shows them: the root view below its
/// navigation bar. Nothing is pushed in a first frame, so destinations are never built.

/// A stack of views with a navigation bar, as SwiftUI's `NavigationStack`.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack whose pushed views are in `path`. A render shows the root, as the first frame
    /// of a screen does before anything is pushed.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [NavigationStackNode.make(root: root, in: context)]
    }
}

/// The iOS 13 navigation container, as SwiftUI's `NavigationView`: a stack on iPhone.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { bodyError() }

    package func makeNodes(in context: BuildContext) -> [RenderNode] {
        [NavigationStackNode.make(root: content, in: context)]
    }
}

/// How a `NavigationView` arranges its views, as SwiftUI's navigation view styles: a stack on iPhone.
public protocol NavigationViewStyle: Sendable {}
public struct StackNavigationViewStyle: NavigationViewStyle, Hashable { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle, Hashable { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle, Hashable { public init() {} }
/// The iOS 13 two-column style, as SwiftUI's `DoubleColumnNavigationViewStyle`: a stack on iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Hashable {
    /// The two-column style.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

nonisolated extension View {
    /// The style of the navigation views inside: every style is a stack on iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inert() }
}

/// A list of pushed values of any hashable types, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    /// The pushed values, first pushed first.
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// The root view below the bar its content asked for: a vertical stack of the two, the bar's
/// height fixed and the root given the rest.
@MainActor
enum NavigationStackNode {
    static func make<Root: View>(root: Root, in context: BuildContext) -> RenderNode {
        let content = context.graph.makeNodes(root, in: context.child(0))
        let traits = NavigationBarTraits.collect(from: content)
        let contentNode = content.count == 1 ? content[0]
            : StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: content, context: context.layout)
        guard traits.barVisibility != .hidden else { return NavigationContainerNode(bar: nil, content: contentNode) }
        let bar = NavigationBar(traits: traits, edgeBackground: listBackground(of: contentNode))
        let barNodes = context.graph.makeNodes(bar, in: context.child(1))
        return NavigationContainerNode(bar: barNodes.first, content: contentNode)
    }

    /// The background of a `List` at the top of the content: iOS's bar is transparent at rest,
    /// so the list's background (the grouped grey) runs up behind it.
    private static func listBackground(of node: RenderNode) -> RGBAColor? {
        var current: RenderNode? = node
        while let node = current {
            if let decorated = node as? DecorationNode, !decorated.isOverlay, let shape = decorated.decoration as? ShapeNode,
               shape.name == "ListBackground", case .fill(.color(let color), _) = shape.drawing {
                return color
            }
            current = (node as? WrapperNode)?.child
        }
        return nil
    }
}
